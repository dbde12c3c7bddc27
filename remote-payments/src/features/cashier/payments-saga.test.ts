import { events } from '@oyna/contracts';
import { dispatchedBy } from '@oyna/test-kit';
import { watchCashierEvents } from './payments-saga';

const visitor = { session: { loggedIn: false } };
const player = { session: { loggedIn: true } };

describe('cashier events (spec §6)', () => {
  it('asks a visitor to log in instead of opening the deposit dialog', async () => {
    const out = await dispatchedBy(watchCashierEvents, visitor, events.openDeposit());
    expect(out).toEqual([events.requireLogin()]);
  });

  it('opens the deposit dialog for a player', async () => {
    const out = await dispatchedBy(watchCashierEvents, player, events.openDeposit({ methodId: 7 }));
    expect(out).toEqual([events.openDialog({ dialog: 'payments:deposit' })]);
  });

  it('opens the withdraw dialog on the withdraw event', async () => {
    const out = await dispatchedBy(watchCashierEvents, player, events.openWithdraw());
    expect(out).toEqual([events.openDialog({ dialog: 'payments:withdraw' })]);
  });
});
