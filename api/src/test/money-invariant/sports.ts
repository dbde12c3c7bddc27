import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CashoutQuote, CashoutResult, PlaceBetsResult, SportsTree } from '@oyna/contracts';
import { pick, type Generator } from './model';

// The sportsbook's generators: pre-match singles (sometimes sent twice with one request id) and
// cash-outs at the quoted value. In-play bets during the live delay are
// ../money-invariant-in-play.ts.

type TreeEvent = SportsTree['sports'][number]['competitions'][number]['events'][number];
export type TreeSelection = NonNullable<TreeEvent['mainMarket']>['selections'][number];

/**
 * The main markets' selections of the book's pre-match or live events, read once per app and
 * kind (the test config runs no feed timers, so the simulated book is seeded here first).
 */
const treesOf = new WeakMap<FastifyInstance, Map<string, Promise<TreeSelection[]>>>();
export function mainSelections(
  app: FastifyInstance,
  kind: 'prematch' | 'live',
): Promise<TreeSelection[]> {
  const trees = treesOf.get(app) ?? new Map<string, Promise<TreeSelection[]>>();
  treesOf.set(app, trees);
  let list = trees.get(kind);
  if (!list) {
    list = (async () => {
      await app.sportsFeed?.seed();
      const r = await app.inject({ method: 'POST', url: '/api/sports/tree', payload: { kind } });
      const tree = r.json<{ data: SportsTree }>().data;
      return tree.sports.flatMap((s) =>
        s.competitions.flatMap((c) => c.events.flatMap((e) => e.mainMarket?.selections ?? [])),
      );
    })();
    trees.set(kind, list);
  }
  return list;
}

/** A sports single on a pre-match price (rule any), sometimes sent twice with one request id. */
export const sportsBet: Generator = async (app, model, rng) => {
  const p = pick(model.players, rng);
  const sel = pick(await mainSelections(app, 'prematch'), rng);
  if (!p || !sel) return;
  const stake = 1 + Math.floor(rng() * 30);
  const payload = {
    requestId: crypto.randomUUID(),
    rule: 'any',
    legs: [{ selectionId: sel.id, odds: sel.odds }],
    singles: [{ selectionId: sel.id, stake }],
  };
  const send = () =>
    app.inject({
      method: 'POST',
      url: '/api/sports/place',
      payload,
      headers: { authorization: `Bearer ${p.siteToken}` },
    });
  const answers = await Promise.all(rng() < 0.3 ? [send(), send()] : [send()]);
  const accepted = answers
    .map((a) => a.json<{ data: PlaceBetsResult | null }>().data)
    .find((d) => d?.accepted);
  const bet = accepted?.bets[0];
  if (bet) {
    model.sportsMinor -= stake * 100;
    model.sportsBets.push({ player: p, betId: bet.id });
  }
};

/** Cash-out of an open sports bet at the quoted value. */
export const sportsCashout: Generator = async (app, model, rng) => {
  const b = pick(model.sportsBets, rng);
  if (!b) return;
  const headers = { authorization: `Bearer ${b.player.siteToken}` };
  const q = await app.inject({
    method: 'POST',
    url: '/api/sports/cashout/quote',
    payload: { betId: b.betId },
    headers,
  });
  const quote = q.json<{ data: CashoutQuote | null }>().data;
  if (!quote?.available) return;
  const r = await app.inject({
    method: 'POST',
    url: '/api/sports/cashout',
    payload: { betId: b.betId, value: quote.value },
    headers,
  });
  const done = r.json<{ data: CashoutResult | null }>().data;
  if (done?.cashedOut && done.bet?.payout) model.sportsMinor += Math.round(done.bet.payout * 100);
};
