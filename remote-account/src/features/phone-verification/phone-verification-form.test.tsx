import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events, type ApiEnvelope } from '@oyna/contracts';
import { fakeApi, loggedInSession, renderWithProviders, type FakeApi } from '@oyna/test-kit';
import { phoneVerificationSlice } from './phone-verification-slice';
import { watchPhoneVerification } from './phone-verification-saga';
import { PhoneVerificationForm } from './phone-verification-form';
import { accountMessages } from '../../messages';

const RIGHT_CODE = '123456';

/** An api that accepts every number, sends codes and takes RIGHT_CODE only. */
function updatePhoneApi(overrides: Partial<Record<0 | 1 | 2, ApiEnvelope<null>>> = {}) {
  return fakeApi({
    updatePhone: (p) => {
      if (overrides[p.step]) return overrides[p.step] as ApiEnvelope<null>;
      if (p.step === 2) {
        return p.code === RIGHT_CODE
          ? { success: true, message: 'Phone verified', data: null }
          : { success: false, message: 'Wrong code', data: null };
      }
      return { success: true, message: 'Code sent', data: null };
    },
  });
}

function setup(smsVerified: boolean, api: FakeApi = updatePhoneApi(), locale: 'en' | 'tr' = 'en') {
  const user = userEvent.setup();
  const rendered = renderWithProviders(<PhoneVerificationForm />, {
    api,
    slices: [phoneVerificationSlice],
    sagas: [watchPhoneVerification],
    messages: accountMessages,
    preloadedState: { session: { ...loggedInSession, smsVerified } },
    locale,
  });
  return { user, calls: api.calls, ...rendered };
}

const phoneInput = () => screen.getByLabelText('Phone') as HTMLInputElement;
const codeInput = () => screen.getByLabelText('SMS Code') as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });

async function toCodePage(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button('Send Code'));
  await screen.findByLabelText('SMS Code');
}

describe('phone verification (spec §4)', () => {
  it('starts a verified player on VerifiedPage with the number locked and a Verified badge', () => {
    setup(true);
    expect(screen.getByTestId('phone-badge')).toHaveTextContent('Verified');
    expect(phoneInput()).toHaveAttribute('readonly');
    expect(phoneInput()).toHaveValue('555 123 45 67');
    expect(button('Update Number')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Send Code' })).toBeNull();
  });

  it('starts an unverified player on NotVerifiedPage, locked, with a Not Verified badge', () => {
    setup(false);
    expect(screen.getByTestId('phone-badge')).toHaveTextContent('Not Verified');
    expect(phoneInput()).toHaveAttribute('readonly');
    expect(button('Send Code')).toBeEnabled();
    expect(screen.queryByLabelText('SMS Code')).toBeNull();
  });

  it('goes from NotVerified to VerificationCode after a successful send (step 1)', async () => {
    const { user, calls, dispatched } = setup(false);
    await toCodePage(user);
    expect(calls).toEqual([{ name: 'updatePhone', payload: { step: 1, phone: '905551234567' } }]);
    expect(phoneInput()).toHaveAttribute('readonly');
    expect(screen.getByText('Enter the 6-digit code sent to +90 555 123 45 67.')).toBeVisible();
    expect(dispatched).toContainEqual(events.toast({ kind: 'success', message: 'Code sent' }));
  });

  it('stays on NotVerified with the server message when the send fails', async () => {
    const api = updatePhoneApi({ 1: { success: false, message: 'Too many codes', data: null } });
    const { user, dispatched } = setup(false, api);
    await user.click(button('Send Code'));
    await waitFor(() =>
      expect(dispatched).toContainEqual(events.toast({ kind: 'error', message: 'Too many codes' })),
    );
    await waitFor(() => expect(button('Send Code')).toBeEnabled());
    expect(screen.queryByLabelText('SMS Code')).toBeNull();
  });

  it('goes from Verified to an editable UpdatePage via Update Number, then sends a code to the new number (step 0)', async () => {
    const { user, calls } = setup(true);
    await user.click(button('Update Number'));
    expect(phoneInput()).not.toHaveAttribute('readonly');
    await user.clear(phoneInput());
    await user.type(phoneInput(), '5329876543');
    expect(phoneInput()).toHaveValue('532 987 65 43');
    await toCodePage(user);
    expect(calls.map((c) => c.payload)).toEqual([{ step: 0, phone: '905329876543' }]);
    expect(screen.getByText('Enter the 6-digit code sent to +90 532 987 65 43.')).toBeVisible();
  });

  it('keeps Send Code disabled on UpdatePage while the number is too short (spec §5)', async () => {
    const { user } = setup(true);
    await user.click(button('Update Number'));
    await user.clear(phoneInput());
    await user.type(phoneInput(), '532');
    await user.tab();
    expect(button('Send Code')).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Must be between 5 and 20 characters');
  });

  it('keeps Verify disabled until the code has 6 digits, masked as 00-00-00', async () => {
    const { user } = setup(false);
    await toCodePage(user);
    expect(button('Verify')).toBeDisabled();
    await user.type(codeInput(), '12345');
    expect(codeInput()).toHaveValue('12-34-5');
    expect(button('Verify')).toBeDisabled();
    await user.type(codeInput(), '6');
    expect(codeInput()).toHaveValue('12-34-56');
    expect(button('Verify')).toBeEnabled();
  });

  it('clears the code field when the code is wrong and shows the server message', async () => {
    const { user, calls, dispatched } = setup(false);
    await toCodePage(user);
    await user.type(codeInput(), '654321');
    await user.click(button('Verify'));
    await waitFor(() => expect(codeInput()).toHaveValue(''));
    expect(calls.at(-1)).toEqual({
      name: 'updatePhone',
      payload: { step: 2, phone: '905551234567', code: '654321' },
    });
    expect(dispatched).toContainEqual(events.toast({ kind: 'error', message: 'Wrong code' }));
    expect(button('Verify')).toBeDisabled();
    expect(screen.getByTestId('phone-badge')).toHaveTextContent('Not Verified');
  });

  it('goes from VerificationCode to Verified on success and reports phoneVerified', async () => {
    const { user, dispatched, store } = setup(false);
    await toCodePage(user);
    await user.type(codeInput(), RIGHT_CODE);
    await user.click(button('Verify'));
    await waitFor(() => expect(screen.getByTestId('phone-badge')).toHaveTextContent('Verified'));
    expect(screen.queryByLabelText('SMS Code')).toBeNull();
    expect(button('Update Number')).toBeEnabled();
    expect(dispatched).toContainEqual(events.phoneVerified({ phone: '905551234567' }));
    expect(dispatched).toContainEqual(events.toast({ kind: 'success', message: 'Phone verified' }));
    expect(store.getState().session).toMatchObject({ smsVerified: true, phone: '905551234567' });
  });

  it('shows its labels and buttons in Turkish', () => {
    setup(false, updatePhoneApi(), 'tr');
    expect(screen.getByLabelText('Telefon')).toHaveValue('555 123 45 67');
    expect(screen.getByRole('button', { name: 'Kod Gönder' })).toBeEnabled();
    expect(screen.getByTestId('phone-badge')).toHaveTextContent('Doğrulanmadı');
  });
});

describe('resend countdown (spec §4/§9: 60 s)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts 60 to 0, then offers Click to resend, which sends again and restarts', async () => {
    const api = updatePhoneApi();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<PhoneVerificationForm />, {
      api,
      slices: [phoneVerificationSlice],
      sagas: [watchPhoneVerification],
      messages: accountMessages,
      preloadedState: { session: loggedInSession },
      locale: 'en',
    });
    await user.click(button('Send Code'));
    await screen.findByLabelText('SMS Code');
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('You can resend in 60 s');

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('You can resend in 59 s');
    act(() => jest.advanceTimersByTime(58_000));
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('You can resend in 1 s');
    expect(screen.queryByRole('button', { name: 'Click to resend' })).toBeNull();

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByTestId('resend-countdown')).toBeNull();
    await user.click(button('Click to resend'));
    // The focus stays in the code field, so no blur error moves the button mid-click.
    expect(codeInput()).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByTestId('resend-countdown')).toHaveTextContent('You can resend in 60 s'),
    );
    expect(api.calls.filter((c) => c.name === 'updatePhone')).toHaveLength(2);
  });
});
