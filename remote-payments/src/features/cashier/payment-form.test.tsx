import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events, type PaymentDetailField, type PaymentMethod } from '@oyna/contracts';
import {
  fakeApi,
  loggedInSession,
  offContract,
  ok,
  renderWithProviders,
  visitorSession,
} from '@oyna/test-kit';
import { paymentsMessages } from '../../messages';
import { MethodList } from './method-list';
import { PaymentForm } from './payment-form';
import { watchPayments } from './payments-saga';
import { paymentCalls } from './payment-calls';
import { paymentsSlice } from './payments-slice';

const BANK: PaymentDetailField[] = [
  {
    key: 'BankId',
    mask: null,
    objectType: 'Dropdown',
    option: [
      { id: 1, name: 'Ziraat Bankası' },
      { id: 3, name: 'Garanti BBVA' },
    ],
    value: null,
  },
  {
    key: 'Iban',
    mask: 'TR00 0000 0000 0000 0000 0000 00',
    objectType: 'String',
    option: null,
    value: null,
  },
  { key: 'Holder', mask: null, objectType: 'String', option: null, value: null },
  { key: 'Count', mask: null, objectType: 'Int', option: null, value: null },
  { key: 'Amount', mask: null, objectType: 'Decimal', option: null, value: null },
];

function setup(
  fields: PaymentDetailField[],
  answers: Parameters<typeof fakeApi>[0] = {},
  locale: 'en' | 'tr' = 'en',
  type: 1 | 2 = 1,
) {
  const user = userEvent.setup();
  const api = fakeApi({ getPaymentDetail: ok(fields), ...answers });
  const rendered = renderWithProviders(<PaymentForm id={2} type={type} />, {
    api,
    slices: [paymentsSlice, paymentCalls.slice],
    sagas: [watchPayments, paymentCalls.saga],
    messages: paymentsMessages,
    preloadedState: { session: loggedInSession },
    locale,
  });
  return { user, ...rendered, api };
}

describe('the dynamic payment dialog (spec §2, §5)', () => {
  it('renders every objectType: dropdown with Select first, mask as placeholder, ₺ numbers, text, paste on Iban', async () => {
    setup(BANK);
    const bank = await screen.findByRole('combobox', { name: 'Bank' });
    const options = within(bank).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Select', 'Ziraat Bankası', 'Garanti BBVA']);
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveAttribute(
      'placeholder',
      'TR00 0000 0000 0000 0000 0000 00',
    );
    expect(screen.getByRole('button', { name: 'Paste IBAN' })).toBeInTheDocument();
    // A key we have no text for is its own label; plain text has no paste button.
    expect(screen.getByLabelText('Holder')).toHaveAttribute('type', 'text');
    expect(screen.queryByRole('button', { name: 'Paste Holder' })).toBeNull();
    for (const label of ['Count', 'Amount']) {
      expect(screen.getByLabelText(label).closest('.ui-field')).toHaveTextContent('₺');
    }
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeDisabled();
  });

  it('labels fields in Turkish and keeps submit disabled until every field is valid', async () => {
    const { user } = setup(BANK, {}, 'tr');
    const bank = await screen.findByRole('combobox', { name: 'Banka' });
    expect(within(bank).getAllByRole('option')[0]).toHaveTextContent('Seçiniz');
    const submit = screen.getByRole('button', { name: 'Yatır' });
    await user.selectOptions(bank, 'Garanti BBVA');
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), '330006100519786457841326');
    await user.type(screen.getByLabelText('Holder'), 'Ayşe Yılmaz');
    await user.type(screen.getByLabelText('Count'), '2');
    expect(submit).toBeDisabled(); // Amount still empty
    await user.type(screen.getByLabelText('Tutar'), '250');
    expect(submit).toBeEnabled();
    await user.clear(screen.getByLabelText('Holder'));
    expect(submit).toBeDisabled();
  });

  it('asks the card method for the amount only (PCI DSS SAQ A), sends the request of spec §3, then shows the continue screen (Iframe)', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const url = 'http://site.test/provider/pay/s1';
    // The card method's fields as the api seeds them: the card is typed on the gateway's page.
    const { user, api } = setup(
      [{ key: 'Amount', mask: null, objectType: 'Decimal', option: null, value: null }],
      { deposit: ok(url) },
    );
    await user.type(await screen.findByLabelText('Amount'), '150');
    const form = screen.getByLabelText('Amount').closest('form')!;
    expect(form.querySelectorAll('input')).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: /card/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /paste/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(
      await screen.findByText('Please click the button below to continue.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount')).toBeNull();
    const [payload] = api.payloadsOf('deposit');
    expect(payload).toEqual(
      expect.objectContaining({ id: 2, type: 1, target: 'pay', detail: { Amount: 150 } }),
    );
    expect(payload!.requestKey).toMatch(/\S{8,}/);
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenCalledTimes(2);
    open.mockRestore();
  });

  it('shows the server message with a congratulations screen for a non-URL answer (Message)', async () => {
    const { user } = setup(
      [{ key: 'Amount', mask: null, objectType: 'Decimal', option: null, value: null }],
      { deposit: ok({ reference: 'OY1' }, 'Transfer ₺100,00 with the reference OY1.') },
    );
    await user.type(await screen.findByLabelText('Amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    expect(screen.getByText('Transfer ₺100,00 with the reference OY1.')).toBeInTheDocument();
  });
});

const METHODS: PaymentMethod[] = [
  {
    id: 1,
    type: 1,
    name: 'Credit / Debit Card',
    logo: '/api/cms/media/pay-card.svg',
    min: 50,
    max: 50000,
    processingTime: 'Instant',
  },
  {
    id: 2,
    type: 1,
    name: 'Bank Transfer',
    logo: '/api/cms/media/pay-bank.svg',
    min: 100,
    max: 100000,
    processingTime: '15–60 minutes',
  },
];

describe('the method list (spec §2)', () => {
  it('shows each method with its limits and processing time, and opens its dialog with id, type and title', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ getPaymentMethods: ok(METHODS) });
    const { dispatched } = renderWithProviders(<MethodList mode="deposit" />, {
      api,
      slices: [paymentsSlice, paymentCalls.slice],
      sagas: [watchPayments, paymentCalls.saga],
      messages: paymentsMessages,
      preloadedState: { session: loggedInSession },
      locale: 'en',
    });
    const card = await screen.findByRole('button', { name: /Credit \/ Debit Card/ });
    expect(card).toHaveTextContent('Min ₺50,00 – Max ₺50.000,00');
    expect(card).toHaveTextContent('Processing time: Instant');
    expect(api.payloadsOf('getPaymentMethods')).toEqual([{ type: 1 }]);
    await user.click(screen.getByRole('button', { name: /Bank Transfer/ }));
    await waitFor(() =>
      expect(dispatched).toContainEqual(
        events.openDialog({
          dialog: 'payments:deposit',
          props: { id: 2, type: 1, title: 'Bank Transfer' },
        }),
      ),
    );
  });

  it('asks a visitor to log in (spec §6) and loads nothing', async () => {
    const api = fakeApi({ getPaymentMethods: ok(METHODS) });
    renderWithProviders(<MethodList mode="withdraw" />, {
      api,
      slices: [paymentsSlice, paymentCalls.slice],
      sagas: [watchPayments, paymentCalls.saga],
      messages: paymentsMessages,
      preloadedState: { session: visitorSession },
      locale: 'en',
    });
    expect(screen.getByTestId('payments-methods-withdraw')).toHaveAttribute('aria-busy', 'true');
    expect(api.countOf('getPaymentMethods')).toBe(0);
  });

  it("refuses a withdrawal's FullName that is not a name, with the name's message", async () => {
    const { user } = setup(
      [
        { key: 'FullName', mask: null, objectType: 'String', option: null, value: null },
        { key: 'Amount', mask: null, objectType: 'Decimal', option: null, value: null },
      ],
      {},
      'en',
      2,
    );
    const name = await screen.findByRole('textbox', { name: 'Full Name' });
    await user.type(name, '<img src=x onerror=alert(1)>');
    await user.type(screen.getByLabelText('Amount'), '150');
    await user.tab();
    expect(
      await screen.findByText("A name may hold only letters, spaces and . ' - (2–64 characters)"),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Withdrawal' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, "Ayşe Nur O'Brien-Yılmaz");
    expect(screen.getByRole('button', { name: 'Request Withdrawal' })).toBeEnabled();
  });
});

describe('a withdrawal while a bonus is active (spec §1 promotions and bonuses)', () => {
  const AMOUNT: PaymentDetailField[] = [
    { key: 'Iban', mask: null, objectType: 'String', option: null, value: null },
    { key: 'Amount', mask: null, objectType: 'Decimal', option: null, value: null },
  ];

  it('shows the withdrawable cash, checks the amount against it, and submits only once the forfeit is ticked — with forfeitBonus', async () => {
    const { user, api, dispatched } = setup(
      AMOUNT,
      {
        getBalance: ok({ balance: 150, cash: 100, bonus: 50 }),
        withdraw: ok(null, 'Your withdrawal request was received'),
      },
      'en',
      2,
    );
    const amount = await screen.findByLabelText('Amount');
    expect(screen.getByTestId('payments-withdrawable')).toHaveTextContent('Withdrawable: ₺100,00');
    const notice = screen.getByTestId('payments-bonus-notice');
    expect(notice).toHaveTextContent(
      'Your active bonus will be cancelled: you will lose ₺50,00 bonus and its winnings.',
    );
    const submit = screen.getByRole('button', { name: 'Request Withdrawal' });
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'TR330006100519786457841326');
    // The total (₺150) is not withdrawable: only the cash is.
    await user.type(amount, '150');
    await user.tab();
    expect(await screen.findByText('Enter an amount from ₺0,01 to ₺100,00')).toBeVisible();
    expect(submit).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '100');
    // Every field is valid, but the forfeit is not confirmed yet.
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(api.countOf('withdraw')).toBe(0);
    const box = within(notice).getByRole('checkbox', {
      name: 'I understand and give up my bonus; only my cash is withdrawn.',
    });
    await user.click(box);
    expect(submit).toBeEnabled();
    await user.click(box);
    expect(submit).toBeDisabled();
    await user.click(box);
    await user.click(submit);
    await waitFor(() => expect(api.countOf('withdraw')).toBe(1));
    expect(api.payloadsOf('withdraw')[0]).toEqual(
      expect.objectContaining({
        id: 2,
        type: 2,
        detail: { Iban: 'TR330006100519786457841326', Amount: 100 },
        forfeitBonus: true,
      }),
    );
    expect(await screen.findByText('Your withdrawal request was received')).toBeVisible();
    // The header hears the balance afresh, with its parts.
    await waitFor(() => expect(api.countOf('getBalance')).toBe(2));
    expect(dispatched.some((a) => events.balanceChanged.match(a))).toBe(true);
  });

  it('says it in Turkish', async () => {
    setup(AMOUNT, { getBalance: ok({ balance: 80.5, cash: 30.5, bonus: 50 }) }, 'tr', 2);
    await screen.findByLabelText('Tutar');
    expect(screen.getByTestId('payments-withdrawable')).toHaveTextContent('Çekilebilir: ₺30,50');
    expect(screen.getByTestId('payments-bonus-notice')).toHaveTextContent(
      'Aktif bonusunuz iptal edilecek: ₺50,00 bonus ve kazançları silinecek.',
    );
    expect(
      screen.getByRole('checkbox', {
        name: 'Anladım, bonusumdan vazgeçiyorum; yalnızca nakit bakiyem çekilecek.',
      }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Çekim Talebi Gönder' })).toBeDisabled();
  });

  it('without a bonus: no notice, no box, and no forfeitBonus sent', async () => {
    const { user, api } = setup(
      AMOUNT,
      {
        getBalance: ok({ balance: 100, cash: 100, bonus: 0 }),
        withdraw: ok(null, 'Your withdrawal request was received'),
      },
      'en',
      2,
    );
    await user.type(
      await screen.findByRole('textbox', { name: 'IBAN' }),
      'TR330006100519786457841326',
    );
    await user.type(screen.getByLabelText('Amount'), '60');
    expect(screen.queryByTestId('payments-bonus-notice')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request Withdrawal' }));
    await waitFor(() => expect(api.countOf('withdraw')).toBe(1));
    expect(api.payloadsOf('withdraw')[0]).not.toHaveProperty('forfeitBonus');
  });

  it('a bonus of ₺0 the api still asks to forfeit (its open stakes): the refusal shows the confirm box, and the confirmed request carries forfeitBonus', async () => {
    const asked =
      'Your active bonus will be cancelled: you will lose the bonus winnings of your unsettled bets placed with bonus money. Confirm to withdraw.';
    const { user, api } = setup(
      AMOUNT,
      {
        getBalance: ok({ balance: 100, cash: 100, bonus: 0 }),
        // The api's refusal (player-payments.ts): its data says the confirmation is what it needs.
        withdraw: (payload) =>
          payload.forfeitBonus === true
            ? ok(null, 'Your withdrawal request was received')
            : offContract<'withdraw'>({
                success: false,
                message: asked,
                data: { forfeitBonus: true, bonus: 0 },
              }),
      },
      'en',
      2,
    );
    await user.type(
      await screen.findByRole('textbox', { name: 'IBAN' }),
      'TR330006100519786457841326',
    );
    await user.type(screen.getByLabelText('Amount'), '60');
    // The balance holds no bonus money: no box until the api asks.
    expect(screen.queryByTestId('payments-bonus-notice')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Request Withdrawal' });
    await user.click(submit);
    await waitFor(() => expect(api.countOf('withdraw')).toBe(1));
    const notice = await screen.findByTestId('payments-bonus-notice');
    expect(notice).toHaveTextContent(
      'Your active bonus will be cancelled: you will lose the bonus winnings of your unsettled bets placed with bonus money.',
    );
    // Not sent again until the forfeit is confirmed.
    expect(submit).toBeDisabled();
    await user.click(
      within(notice).getByRole('checkbox', {
        name: 'I understand and give up my bonus; only my cash is withdrawn.',
      }),
    );
    await user.click(submit);
    await waitFor(() => expect(api.countOf('withdraw')).toBe(2));
    expect(api.payloadsOf('withdraw')[1]).toEqual(
      expect.objectContaining({ detail: { Iban: 'TR330006100519786457841326', Amount: 60 } }),
    );
    expect(api.payloadsOf('withdraw')[1]).toHaveProperty('forfeitBonus', true);
    expect(await screen.findByText('Your withdrawal request was received')).toBeVisible();
  });

  it('a deposit reads no balance and shows no withdrawable line', async () => {
    const { api } = setup(AMOUNT, { getBalance: ok({ balance: 150, cash: 100, bonus: 50 }) });
    await screen.findByLabelText('Amount');
    expect(screen.queryByTestId('payments-withdrawable')).toBeNull();
    expect(screen.queryByTestId('payments-bonus-notice')).toBeNull();
    expect(api.countOf('getBalance')).toBe(0);
  });
});
