import '../test/native-modules';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { startApp, type Harness } from '../test/app-harness';
import { BACKENDS } from '../test/backends';
import { registerWithId } from '../test/players';
import { InsufficientFundsError, lockPlayerRow } from './wallet';

/** Counts the statements a Kysely instance sends (begin and commit are not statements here). */
class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

/**
 * The lock order (platform/wallet.ts: the player row, then the wallet row) taken once per
 * transaction: a money call that locks again only reads the balance, the rows stay locked until
 * the transaction ends, and a check-then-move on the read balance still never overdraws.
 */
describe.each(BACKENDS)('wallet locks within one transaction on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const wallets = () => h.app.platform.wallets;

  async function funded(amountMinor: number): Promise<number> {
    const { id } = await registerWithId(h.app);
    await wallets().apply({
      playerId: id,
      amountMinor,
      kind: 'deposit',
      idempotencyKey: `test-deposit:${id}`,
    });
    return id;
  }

  it('sends the locks once; a second lockBalance reads the balance as moved since', async () => {
    const playerId = await funded(1_000);
    const counter = new StatementCounter();
    const db = h.app.db.withPlugin(counter);
    const seen = await db.transaction().execute(async (trx) => {
      const first = await wallets().lockBalance(trx, playerId);
      const afterFirst = counter.count;
      await lockPlayerRow(trx, playerId);
      const afterPlayer = counter.count;
      // move() locks again itself, then writes the ledger row and the balance
      await wallets().move(trx, {
        playerId,
        amountMinor: -300,
        kind: 'test_stake',
        idempotencyKey: `test-stake:${playerId}`,
      });
      const beforeAgain = counter.count;
      const again = await wallets().lockBalance(trx, playerId);
      return { first, afterFirst, afterPlayer, again, againSent: counter.count - beforeAgain };
    });
    expect(seen.first).toBe(1_000);
    // the player row, the wallet row made if missing, the wallet row FOR UPDATE
    expect(seen.afterFirst).toBe(3);
    // the player row is held already: nothing sent
    expect(seen.afterPlayer).toBe(3);
    expect(seen.again).toBe(700);
    expect(seen.againSent).toBe(1);

    // A new transaction locks afresh.
    const before = counter.count;
    await db.transaction().execute((trx) => wallets().lockBalance(trx, playerId));
    expect(counter.count - before).toBe(3);
  });

  it("keeps the wallet row locked to the transaction's end: another move waits for it", async () => {
    const playerId = await funded(1_000);
    const order: string[] = [];
    let other: Promise<unknown> | undefined;
    await h.app.db.transaction().execute(async (trx) => {
      await wallets().lockBalance(trx, playerId);
      await wallets().lockBalance(trx, playerId);
      other = wallets()
        .apply({
          playerId,
          amountMinor: -100,
          kind: 'test_stake',
          idempotencyKey: `test-other:${playerId}`,
        })
        .then(() => order.push('other moved'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      order.push('first commits');
      await wallets().move(trx, {
        playerId,
        amountMinor: -1_000,
        kind: 'test_stake',
        idempotencyKey: `test-first:${playerId}`,
      });
    });
    // The other move ran after the commit, on a balance of 0: refused, nothing moved.
    await expect(other).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(order).toEqual(['first commits']);
    expect(await wallets().balanceMinor(playerId)).toBe(0);
  });

  it('a burst of check-then-move transactions never overdraws (each locks twice)', async () => {
    const playerId = await funded(1_000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 16 }, (_, i) =>
        h.app.db.transaction().execute(async (trx) => {
          const balance = await wallets().lockBalance(trx, playerId);
          if (balance < 100) throw new InsufficientFundsError();
          return wallets().move(trx, {
            playerId,
            amountMinor: -100,
            kind: 'test_stake',
            idempotencyKey: `test-burst:${playerId}:${i}`,
          });
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(InsufficientFundsError);
    }
    const ledger = await h.app.db
      .selectFrom('ledger_entry')
      .select((eb) => eb.fn.sum<string>('amount_minor').as('sum'))
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(await wallets().balanceMinor(playerId)).toBe(0);
    expect(Number(ledger.sum)).toBe(0);
  });
});
