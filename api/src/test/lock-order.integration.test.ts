import './native-modules';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SportsTree } from '@oyna/contracts';
import { BACKENDS } from './backends';
import { startApp, type Harness } from './app-harness';
import { fundedPlayer, ledgerCheck, walletCall } from './games';
import { gatewayCallback, openCardDeposit, type Player } from './money-invariant';

// ARCHITECTURE.md › api money rules (one lock order: player row, then wallet row, then round/bet
// rows): the money paths of one player fired together — the gateway's paid callback (locks the
// player for its protection check, then credits the wallet), the seamless wallet's bets and wins,
// sports stakes and withdrawals (lock the wallet, insert rows referencing the player). With two
// orders Postgres picks a victim ("deadlock detected") and the player gets a 500; with one order
// they queue. No answer may be a 5xx, and every balance must equal its ledger.
const SIZES = {
  postgres: { players: 3, rounds: 12 },
  pglite: { players: 2, rounds: 4 },
} as const;

async function firstSelection(app: FastifyInstance) {
  await app.sportsFeed?.seed();
  const r = await app.inject({
    method: 'POST',
    url: '/api/sports/tree',
    payload: { kind: 'prematch' },
  });
  const tree = r.json<{ data: SportsTree }>().data;
  const selection = tree.sports
    .flatMap((s) => s.competitions.flatMap((c) => c.events))
    .flatMap((e) => e.mainMarket?.selections ?? [])[0];
  if (!selection) throw new Error('the feed seeded no pre-match selection');
  return selection;
}

describe.each(BACKENDS)('money paths of one player at once on %s', (name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, { rateLimit: { max: 1_000_000, timeWindowMs: 60_000 } });
  });
  afterAll(() => h.close());

  it('never answer 5xx (no deadlock) and keep every balance equal to its ledger', async () => {
    const { app } = h;
    const size = SIZES[name as keyof typeof SIZES];
    const selection = await firstSelection(app);
    const players: Player[] = [];
    for (let i = 0; i < size.players; i += 1) {
      players.push({ ...(await fundedPlayer(app, 500_000)), depositMinor: 500_000 });
    }
    const statuses: { call: string; status: number }[] = [];
    let credited = 0;
    let casinoBets = 0;
    let sportsBets = 0;

    const burst = async (p: Player) => {
      const token = { token: p.gameToken, user: p.user, game_code: p.gameCode, currency: 'TRY' };
      // Deposits opened before the burst (opening one locks only the player row).
      const deposits = await Promise.all([
        openCardDeposit(app, p, 10_000),
        openCardDeposit(app, p, 12_000),
      ]);
      const open = { tx: crypto.randomUUID(), round: crypto.randomUUID() };
      const opened = await walletCall(app, 'bet', {
        ...token,
        transaction_uuid: open.tx,
        round: open.round,
        round_closed: false,
        amount: 100,
      });
      expect(opened.body.status).toBe('RS_OK');
      const calls: [string, () => Promise<number>][] = [];
      for (const deposit of deposits) {
        if (!deposit) throw new Error('a card deposit did not open');
        calls.push([
          'callback',
          async () => {
            const r = await gatewayCallback(app, deposit.paid);
            if (r.statusCode === 200) credited += 1;
            return r.statusCode;
          },
        ]);
      }
      for (let i = 0; i < 3; i += 1) {
        calls.push([
          'casino bet',
          async () => {
            const r = await walletCall(app, 'bet', {
              ...token,
              transaction_uuid: crypto.randomUUID(),
              round: crypto.randomUUID(),
              round_closed: false,
              amount: 50 + i,
            });
            if (r.body.status === 'RS_OK') casinoBets += 1;
            return r.status;
          },
        ]);
      }
      calls.push([
        'casino win',
        async () => {
          const r = await walletCall(app, 'win', {
            ...token,
            transaction_uuid: crypto.randomUUID(),
            reference_transaction_uuid: open.tx,
            round: open.round,
            round_closed: true,
            amount: 150,
          });
          return r.status;
        },
      ]);
      for (let i = 0; i < 2; i += 1) {
        calls.push([
          'sports bet',
          async () => {
            const r = await app.inject({
              method: 'POST',
              url: '/api/sports/place',
              headers: { authorization: `Bearer ${p.siteToken}` },
              payload: {
                requestId: crypto.randomUUID(),
                rule: 'any',
                legs: [{ selectionId: selection.id, odds: selection.odds }],
                singles: [{ selectionId: selection.id, stake: 1 }],
              },
            });
            if (
              r.statusCode === 200 &&
              r.json<{ data: { accepted?: boolean } | null }>().data?.accepted
            )
              sportsBets += 1;
            return r.statusCode;
          },
        ]);
      }
      calls.push([
        'withdrawal',
        async () => {
          const r = await app.inject({
            method: 'POST',
            url: '/api/payment/withdraw',
            headers: { authorization: `Bearer ${p.siteToken}` },
            payload: {
              id: 5,
              type: 2,
              target: 'pay',
              requestKey: crypto.randomUUID(),
              detail: { AccountNo: '1234567890', Amount: 20 },
            },
          });
          return r.statusCode;
        },
      ]);
      const answers = await Promise.all(
        calls.map(async ([call, run]) => ({ call, status: await run() })),
      );
      statuses.push(...answers);
    };

    for (let round = 0; round < size.rounds; round += 1) {
      await Promise.all(players.map(burst));
    }

    expect(statuses.filter((s) => s.status >= 500)).toEqual([]);
    // The bursts did what they were for: deposits credited, casino and sports stakes taken.
    expect(credited).toBeGreaterThan(0);
    expect(casinoBets).toBeGreaterThan(0);
    expect(sportsBets).toBeGreaterThan(0);
    for (const p of players) {
      const { balance, ledgerSum } = await ledgerCheck(app, p.principal.playerId);
      expect(Number(balance)).toBe(Number(ledgerSum));
      expect(Number(balance)).toBeGreaterThanOrEqual(0);
    }
  }, 240_000);
});
