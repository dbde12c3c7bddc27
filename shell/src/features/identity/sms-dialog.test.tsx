import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events, STORAGE_KEYS } from '@oyna/contracts';
import { localeResolved } from '../../lib/i18n/i18n-slice';
import { sessionStarted } from '../../lib/session/session-slice';
import { writeAuthData } from '../../lib/session/auth-storage';
import { fail, ok } from '@oyna/test-kit';
import { authData, renderIdentity } from '../../test/render-shell';

beforeEach(() => localStorage.clear());

describe('SmsDialog (spec §2/§4 SMS verify dialog)', () => {
  it('sends a code to the phone, verifies it and congratulates', async () => {
    const { store, api } = renderIdentity({
      updatePhone: (p) => {
        const { step, code } = p as { step: number; code?: string };
        if (step !== 2) return ok(null, 'Code sent');
        return code === '654321' ? ok(null, 'Phone verified') : fail('Wrong code');
      },
    });
    act(() => {
      writeAuthData({ ...authData, fingerprint: 'fp' });
      store.dispatch(localeResolved('en'));
      store.dispatch(sessionStarted({ ...authData, fingerprint: 'fp' }));
      store.dispatch(events.openDialog({ dialog: 'sms' }));
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'SMS Verification' }));
    // The player's number is prefilled; it may be changed here (step 1 sets the phone).
    expect(await dialog.findByLabelText('Phone')).toHaveValue('532 123 45 67');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Code' }));
    const code = await dialog.findByLabelText('SMS Code');
    expect(api.payloadsOf('updatePhone')).toEqual([{ step: 1, phone: '905321234567' }]);
    await userEvent.type(code, '111111');
    await userEvent.click(dialog.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Wrong code')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Change Phone Number' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Send Code' }));
    const again = await dialog.findByLabelText('SMS Code');
    expect(again).toHaveValue('');
    await userEvent.type(again, '654321');
    await userEvent.click(dialog.getByRole('button', { name: 'Validate' }));
    expect(
      await dialog.findByText('Congratulations! Your Phone Number has been successfully verified!'),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authData) ?? '{}')).toMatchObject({
      phone: '905321234567',
      smsVerified: true,
    });
    await userEvent.click(dialog.getByText('Close', { selector: 'button' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
