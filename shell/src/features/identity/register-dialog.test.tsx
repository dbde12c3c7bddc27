import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events, STORAGE_KEYS } from '@oyna/contracts';
import { bootstrapLoaded } from '../../lib/bootstrap-slice';
import { localeResolved } from '../../lib/i18n/i18n-slice';
import { ok, type FakeHandlers } from '@oyna/test-kit';
import { authData, renderIdentity } from '../../test/render-shell';

beforeEach(() => localStorage.clear());

const countries = ok({
  countries: [
    { id: 235, name: 'Türkiye' },
    { id: 1, name: 'Almanya' },
  ],
});

async function openRegister(handlers: FakeHandlers, trialBonusAmount = 0) {
  const made = renderIdentity({ getAuthForm: countries, ...handlers });
  act(() => {
    made.store.dispatch(localeResolved('en'));
    made.store.dispatch(
      bootstrapLoaded({
        siteOptions: {},
        trialBonusAmount,
        locales: ['tr', 'en'],
        domainStatus: null,
      }),
    );
    made.store.dispatch(events.openDialog({ dialog: 'register' }));
  });
  const dialog = within(await screen.findByRole('dialog', { name: 'Sign Up' }));
  // spec §4/§9: the countries appear after 300 ms, Türkiye selected.
  await waitFor(() => expect(dialog.getByLabelText('Country')).toBeEnabled(), { timeout: 3000 });
  return { ...made, dialog };
}

const valid = {
  Name: 'Ayşe Nur',
  Surname: 'Yılmaz',
  Username: 'ayse1990',
  Email: 'ayse@example.com',
  Password: 'secret1',
  'Confirm Password': 'secret1',
  Phone: '5321234567',
  'TC No': '12345678901',
  Day: '07',
  Month: '03',
  Year: '1990',
};
type Label = keyof typeof valid;

async function fill(dialog: ReturnType<typeof within>, values: Partial<Record<Label, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = dialog.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
    await userEvent.tab();
  }
}

describe('RegisterDialog', () => {
  it.each<[Label, string, string]>([
    ['Name', '', 'This field is required'],
    ['Name', 'A', 'Must be between 2 and 100 characters'],
    ['Name', 'Ayşe  Nur', 'Only letters, with single spaces between words'],
    ['Surname', 'Yılmaz2', 'Only letters, with single spaces between words'],
    ['Username', 'ayse', 'Must be between 5 and 30 characters'],
    ['Username', 'ayse_1990', 'Only letters and digits are allowed'],
    ['Email', 'ayse@example', 'Enter a valid e-mail address'],
    ['Password', 'abcd', 'Must be at least 5 characters'],
    ['Confirm Password', 'secret2', 'Passwords do not match'],
    ['Phone', '', 'This field is required'],
    ['TC No', '1234567890', 'Must be exactly 11 characters'],
    ['TC No', '1234567890a', 'Only digits are allowed'],
    ['Day', '7', 'Must be exactly 2 characters'],
    ['Month', '13', 'Enter a valid date'],
    ['Year', '90', 'Must be exactly 4 characters'],
  ])(
    'rejects %s "%s" with "%s" and keeps Sign Up disabled (spec §5)',
    async (label, value, text) => {
      const { dialog } = await openRegister({});
      await fill(dialog, { ...valid, [label]: value });
      // The first error of the control, announced as its description.
      await waitFor(() => expect(dialog.getByLabelText(label)).toHaveAccessibleDescription(text), {
        timeout: 3000,
      });
      expect(dialog.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    },
  );

  it('requires a country', async () => {
    const { dialog } = await openRegister({});
    await fill(dialog, valid);
    expect(dialog.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    await userEvent.selectOptions(dialog.getByLabelText('Country'), '');
    await userEvent.tab();
    await waitFor(() =>
      expect(dialog.getByLabelText('Country')).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
    expect(dialog.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  });

  it('shows no trial bonus box when the trial amount is 0, and celebrates with Deposit and Live Chat', async () => {
    localStorage.setItem(STORAGE_KEYS.refId, '42');
    const { dialog, api, store } = await openRegister({
      register: ok(authData, 'Registration successful'),
    });
    expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Country')).toHaveValue('235');
    await fill(dialog, valid);
    await userEvent.click(dialog.getByRole('button', { name: 'Sign Up' }));

    const congratulations = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    // spec §3: composed birthDate, phone with 90, currencyId 1, refId, trialBonus removed.
    expect(api.payloadsOf('register')).toEqual([
      {
        name: 'Ayşe Nur',
        surname: 'Yılmaz',
        username: 'ayse1990',
        email: 'ayse@example.com',
        phone: '905321234567',
        PersonalNo: '12345678901',
        country: 235,
        currencyId: 1,
        birthDate: '1990-03-07',
        birthDateDay: '07',
        birthDateMonth: '03',
        birthDateYear: '1990',
        password: 'secret1',
        password2: 'secret1',
        refId: 42,
      },
    ]);
    expect(store.getState().session.loggedIn).toBe(true);
    expect(api.payloadsOf('updatePhone')).toEqual([]);
    const c = within(congratulations);
    expect(c.getByRole('button', { name: 'Live Chat' })).toBeInTheDocument();
    // UKGC RTS 12A: a deposit limit is offered at registration's end (optional).
    expect(c.getByRole('link', { name: 'Set a deposit limit (optional)' })).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/deposit');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the new player to the limits from the celebration', async () => {
    const { dialog } = await openRegister({ register: ok(authData, 'Registration successful') });
    await fill(dialog, valid);
    await userEvent.click(dialog.getByRole('button', { name: 'Sign Up' }));
    const congratulations = within(await screen.findByRole('dialog', { name: 'Congratulations!' }));
    await userEvent.click(
      congratulations.getByRole('link', { name: 'Set a deposit limit (optional)' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/responsible-gaming');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with the trial box ticked sends the code at once, validates it and claims the bonus', async () => {
    let balance = 0;
    const { dialog, api, store } = await openRegister(
      {
        register: ok(authData, 'Registration successful'),
        updatePhone: (p) =>
          ok(null, (p as { step: number }).step === 2 ? 'Phone verified' : 'Code sent'),
        defineTrialBonus: () => {
          balance = 50;
          return ok({ amount: 50, balance: 50 }, 'Trial bonus credited');
        },
        getBalance: () => ok({ balance, cash: 0, bonus: balance }),
      },
      50,
    );
    await fill(dialog, valid);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I want the ₺50,00 trial bonus' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign Up' }));

    // spec §4: the code request is sent at once; step 2 asks for the code, masked 00-00-00.
    const verify = within(await screen.findByRole('dialog', { name: 'Phone Verification' }));
    const code = await verify.findByLabelText('SMS Code');
    expect(api.payloadsOf('updatePhone')).toEqual([{ step: 1, phone: '905321234567' }]);
    expect(verify.getByRole('button', { name: 'Validate' })).toBeDisabled();
    await userEvent.type(code, '12345');
    await userEvent.tab();
    expect(await verify.findByText('Must be exactly 6 characters')).toBeInTheDocument();
    await userEvent.type(code, '6');
    expect(code).toHaveValue('12-34-56');
    await userEvent.click(verify.getByRole('button', { name: 'Validate' }));

    const celebration = within(await screen.findByRole('dialog', { name: 'Congratulations!' }));
    expect(api.payloadsOf('updatePhone')[1]).toEqual({
      step: 2,
      phone: '905321234567',
      code: '123456',
    });
    expect(store.getState().session.smsVerified).toBe(true);
    expect(
      celebration.getByText('Would you like to claim your ₺50,00 trial bonus?'),
    ).toBeInTheDocument();
    await userEvent.click(celebration.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Trial bonus credited')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('₺50,00'));
    // spec §4: the dialog closes 1 s after the claim.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  });

  it('goes back to the phone with Change Phone Number, sends to a new number, and Skip closes', async () => {
    const { dialog, api } = await openRegister(
      { register: ok(authData), updatePhone: ok(null, 'Code sent') },
      50,
    );
    await fill(dialog, valid);
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign Up' }));
    const verify = within(await screen.findByRole('dialog', { name: 'Phone Verification' }));
    await userEvent.type(await verify.findByLabelText('SMS Code'), '1234');
    await userEvent.click(verify.getByRole('button', { name: 'Change Phone Number' }));

    const phone = await verify.findByLabelText('Phone');
    expect(phone).not.toHaveAttribute('readonly');
    await userEvent.clear(phone);
    await userEvent.type(phone, '5439876543');
    await userEvent.click(verify.getByRole('button', { name: 'Send Code' }));
    const code = await verify.findByLabelText('SMS Code');
    expect(code).toHaveValue('');
    expect(api.payloadsOf('updatePhone')[1]).toEqual({ step: 0, phone: '905439876543' });
    await userEvent.click(verify.getByRole('button', { name: 'Skip Verification' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
