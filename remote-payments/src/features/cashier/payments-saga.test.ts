import { runSaga, stdChannel, type Saga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { events, SAGA_CONTEXT_API, type PaymentDetailField } from '@oyna/contracts';
import { dispatchedBy, fail, fakeApi, ok, recordSaga, type FakeApi } from '@oyna/test-kit';
import {
  DETAIL_CLOSE_MS,
  watchCashierEvents,
  watchPayments,
  WITHDRAW_CLOSE_MS,
} from './payments-saga';
import {
  detailFailed,
  detailLoaded,
  detailRequested,
  submitFailed,
  submitRequested,
  submitSucceeded,
  type PaymentsState,
} from './payments-slice';
import { paymentCalls } from './payment-calls';

const visitor = { session: { loggedIn: false } };
const player = { session: { loggedIn: true } };

const FIELDS: PaymentDetailField[] = [
  {
    key: 'BankId',
    mask: null,
    objectType: 'Dropdown',
    option: [{ id: 3, name: 'Garanti' }],
    value: null,
  },
  {
    key: 'Iban',
    mask: 'TR00 0000 0000 0000 0000 0000 00',
    objectType: 'String',
    option: null,
    value: null,
  },
  { key: 'AccountNo', mask: null, objectType: 'Long', option: null, value: null },
  { key: 'Amount', mask: null, objectType: 'Decimal', option: null, value: null },
];

const stateWith = (fields: PaymentDetailField[], locale: 'tr' | 'en' = 'en') => ({
  ...player,
  i18n: { locale },
  payments: {
    form: { id: 2, type: 1, status: 'ready', fields, pending: true, operation: null },
  } satisfies PaymentsState,
});

/**
 * Runs the payments saga under fake timers: feeds one action, lets the fake api answer, then
 * moves the clock step by step so each §8 delay is seen from both sides.
 */
async function run(api: FakeApi, state: unknown, action: UnknownAction) {
  const dispatched: UnknownAction[] = [];
  const channel = stdChannel<UnknownAction>();
  const task = runSaga(
    {
      channel,
      dispatch: (a: UnknownAction) => dispatched.push(a),
      getState: () => state,
      context: { [SAGA_CONTEXT_API]: api },
    },
    watchPayments as Saga,
  );
  channel.put(action);
  const settle = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  await settle();
  return {
    dispatched,
    async advance(ms: number) {
      jest.advanceTimersByTime(ms);
      await settle();
    },
    stop: () => task.cancel(),
  };
}

const closes = (actions: UnknownAction[]) =>
  actions.filter((a) => events.closeDialog.match(a)).length;

describe('cashier events (spec §6)', () => {
  it('asks a visitor to log in instead of opening the deposit dialog', async () => {
    const out = await dispatchedBy(watchCashierEvents, visitor, events.openDeposit());
    expect(out).toEqual([events.requireLogin()]);
  });

  it("opens the given method's dynamic dialog for a player", async () => {
    const out = await dispatchedBy(watchCashierEvents, player, events.openDeposit({ methodId: 7 }));
    expect(out).toEqual([
      events.openDialog({ dialog: 'payments:deposit', props: { id: 7, type: 1 } }),
    ]);
  });

  it('titles the deposit modal with the title it is given (the game dialog: Deposit Money)', async () => {
    const out = await dispatchedBy(
      watchCashierEvents,
      player,
      events.openDeposit({ title: 'Deposit Money' }),
    );
    expect(out).toEqual([
      events.openDialog({ dialog: 'payments:deposit', props: { title: 'Deposit Money' } }),
    ]);
  });

  it('opens the withdraw dialog with the method list without a method', async () => {
    const out = await dispatchedBy(watchCashierEvents, player, events.openWithdraw());
    expect(out).toEqual([events.openDialog({ dialog: 'payments:withdraw' })]);
  });
});

describe('payments saga', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads the method list of a mode (payment/methods)', async () => {
    const method = {
      id: 1,
      type: 1,
      name: 'Card',
      logo: '/l.svg',
      min: 50,
      max: 500,
      processingTime: 'Instant',
    };
    const api = fakeApi({ getPaymentMethods: ok([method]) });
    const out = await recordSaga(paymentCalls.saga, {
      api,
      state: player,
      incoming: [paymentCalls.load('getPaymentMethods', { type: 1 }, { key: 'deposit' })],
    });
    expect(api.payloadsOf('getPaymentMethods')).toEqual([{ type: 1 }]);
    expect(out).toEqual([
      paymentCalls.slice.actions.succeeded({ slot: 'getPaymentMethods#deposit', data: [method] }),
    ]);
  });

  it("spec §8: an empty field list says 'No data found' and closes the dialog after 100 ms", async () => {
    const api = fakeApi({ getPaymentDetail: ok([]) });
    const r = await run(api, stateWith([], 'tr'), detailRequested({ id: 9, type: 1 }));
    expect(api.payloadsOf('getPaymentDetail')).toEqual([{ id: 9, type: 1 }]);
    expect(r.dispatched).toEqual([
      detailLoaded([]),
      events.toast({ kind: 'warning', message: 'Veri bulunamadı' }),
    ]);
    await r.advance(DETAIL_CLOSE_MS - 1);
    expect(closes(r.dispatched)).toBe(0);
    await r.advance(1);
    expect(closes(r.dispatched)).toBe(1);
    r.stop();
  });

  it('spec §8: a detail failure shows its message and closes after 100 ms', async () => {
    const api = fakeApi({ getPaymentDetail: fail('This payment method is not available') });
    const r = await run(api, stateWith([]), detailRequested({ id: 9, type: 2 }));
    expect(r.dispatched).toEqual([
      events.toast({ kind: 'error', message: 'This payment method is not available' }),
      detailFailed(),
    ]);
    await r.advance(DETAIL_CLOSE_MS - 1);
    expect(closes(r.dispatched)).toBe(0);
    await r.advance(1);
    expect(closes(r.dispatched)).toBe(1);
    r.stop();
  });

  it('spec §3: sends { id, type, target: pay, detail } with numbers converted, and opens a URL answer in a new tab (Iframe)', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const url = 'http://site.test/provider/pay/abc';
    const api = fakeApi({ deposit: ok(url) });
    const values = {
      BankId: 3,
      Iban: 'TR33 0006 1005 1978 6457 8413 26',
      AccountNo: '1234567',
      Amount: 150.5,
    };
    const r = await run(
      api,
      stateWith(FIELDS),
      submitRequested({ id: 2, type: 1, values, requestKey: 'key-1' }),
    );
    expect(api.payloadsOf('deposit')).toEqual([
      {
        id: 2,
        type: 1,
        target: 'pay',
        detail: {
          BankId: 3,
          Iban: 'TR33 0006 1005 1978 6457 8413 26',
          AccountNo: 1234567,
          Amount: 150.5,
        },
        requestKey: 'key-1',
      },
    ]);
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener');
    expect(r.dispatched).toEqual([submitSucceeded({ type: 'Iframe', url })]);
    r.stop();
    open.mockRestore();
  });

  it('a dropdown value that is not numeric stays text (spec §3)', async () => {
    const fields: PaymentDetailField[] = [
      {
        key: 'Bank',
        mask: null,
        objectType: 'Dropdown',
        option: [{ id: 'GAR', name: 'Garanti' }],
        value: null,
      },
    ];
    const api = fakeApi({ deposit: ok(null, 'Pending') });
    const r = await run(
      api,
      stateWith(fields),
      submitRequested({ id: 2, type: 1, values: { Bank: 'GAR' }, requestKey: 'k' }),
    );
    expect(api.payloadsOf('deposit')[0]!.detail).toEqual({ Bank: 'GAR' });
    r.stop();
  });

  it('any other deposit answer shows the server message (Message)', async () => {
    const api = fakeApi({
      deposit: ok({ reference: 'OY12' }, 'Transfer ₺250,00 with the reference OY12.'),
    });
    const r = await run(
      api,
      stateWith(FIELDS),
      submitRequested({ id: 2, type: 1, values: {}, requestKey: 'k' }),
    );
    expect(r.dispatched).toEqual([
      submitSucceeded({ type: 'Message', message: 'Transfer ₺250,00 with the reference OY12.' }),
    ]);
    r.stop();
  });

  it('spec §8: success false shows the server message as an error toast', async () => {
    const api = fakeApi({ deposit: fail('The amount must be between ₺50,00 and ₺50.000,00') });
    const r = await run(
      api,
      stateWith(FIELDS),
      submitRequested({ id: 2, type: 1, values: {}, requestKey: 'k' }),
    );
    expect(r.dispatched).toEqual([
      events.toast({ kind: 'error', message: 'The amount must be between ₺50,00 and ₺50.000,00' }),
      submitFailed(),
    ]);
    r.stop();
  });

  it('spec §8: a successful withdraw shows the message and closes the dialog after 500 ms', async () => {
    const api = fakeApi({
      withdraw: ok(null, 'Your withdrawal request of ₺300,00 is pending approval.'),
    });
    const r = await run(
      api,
      stateWith(FIELDS),
      submitRequested({ id: 4, type: 2, values: { Amount: 300 }, requestKey: 'k' }),
    );
    expect(api.payloadsOf('withdraw')[0]).toMatchObject({ id: 4, type: 2, target: 'pay' });
    expect(r.dispatched).toEqual([
      events.toast({
        kind: 'success',
        message: 'Your withdrawal request of ₺300,00 is pending approval.',
      }),
      submitSucceeded({
        type: 'Message',
        message: 'Your withdrawal request of ₺300,00 is pending approval.',
      }),
    ]);
    await r.advance(WITHDRAW_CLOSE_MS - 1);
    expect(closes(r.dispatched)).toBe(0);
    await r.advance(1);
    expect(closes(r.dispatched)).toBe(1);
    r.stop();
  });

  it('a failed withdraw keeps the dialog open', async () => {
    const api = fakeApi({ withdraw: fail('Your balance is too low for this request') });
    const r = await run(
      api,
      stateWith(FIELDS),
      submitRequested({ id: 4, type: 2, values: {}, requestKey: 'k' }),
    );
    await r.advance(WITHDRAW_CLOSE_MS * 2);
    expect(r.dispatched).toEqual([
      events.toast({ kind: 'error', message: 'Your balance is too low for this request' }),
      submitFailed(),
    ]);
    r.stop();
  });
});
