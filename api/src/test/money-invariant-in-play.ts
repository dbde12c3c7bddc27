import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  potentialReturn,
  type OddsRule,
  type PlaceBetsResult,
  type SportEventDetail,
  type SportsConfig,
} from '@oyna/contracts';
import { apiMessage } from '../lib/messages';
import { acceptOdds, oddsToMilli } from '../modules/sports/odds';
import { fundedPlayer, ledgerCheck } from './games';
import type { Model, Player } from './money-invariant';
import { mainSelections } from './money-invariant/sports';

/** How many runs of the generator reached their checks, per model (the suite asserts some did). */
const checked = new WeakMap<Model, number>();
export const inPlayChecks = (model: Model): number => checked.get(model) ?? 0;

/** Live selections not in use by another run of this generator (each run moves its own price). */
const freeSelections = new WeakMap<FastifyInstance, Promise<number[]>>();

function liveSelections(app: FastifyInstance): Promise<number[]> {
  let list = freeSelections.get(app);
  if (!list) {
    // A list of its own: this generator takes ids out of it while a run uses them.
    list = mainSelections(app, 'live').then((selections) => selections.map((sel) => sel.id));
    freeSelections.set(app, list);
  }
  return list;
}

const admin = (app: FastifyInstance, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/${url}`,
    headers: { 'x-admin-token': app.config.adminToken ?? '' },
    payload,
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new price near the old one: down, up or (a tenth of the time) left alone. */
function movedOdds(odds: number, rng: () => number): number | null {
  const roll = rng();
  if (roll < 0.1) return null;
  const step = (1 + Math.floor(rng() * 30)) / 100;
  const next = roll < 0.55 ? odds - step : odds + step;
  return Math.min(50, Math.max(1.01, Math.round(next * 100) / 100));
}

/**
 * In-play bets during the live delay while prices move (shared notes › In-play delay; "What
 * this means for us" 6): a player of its own places a single on a live price under a random odds
 * rule; while the bet is held pending, the price moves. At the end of the delay the bet is either
 * booked at the price valid then — its return the slip's rule applied to that price
 * (contracts › potentialReturn) — or refused with `live_changed`, the api's message for it and
 * the stake back; never booked at a price the rule refuses. The player's balance equals its
 * ledger and the acknowledged stakes.
 */
export async function inPlayDuringDelay(
  app: FastifyInstance,
  model: Model,
  rng: () => number,
): Promise<void> {
  const pool = await liveSelections(app);
  const selectionId = pool.splice(Math.floor(rng() * pool.length), 1)[0];
  if (selectionId === undefined) return;
  const depositMinor = 5_000;
  const p: Player = { ...(await fundedPlayer(app, depositMinor)), depositMinor };
  const problem = (what: string): void => {
    model.anomalies.push(`in-play, selection ${selectionId}: ${what}`);
  };
  let betId: number | undefined;
  try {
    const config = (await app.inject({ method: 'GET', url: '/api/sports/config' })).json<{
      data: SportsConfig;
    }>().data;
    const market = await app.db
      .selectFrom('selection')
      .select(['market_id'])
      .where('id', '=', selectionId)
      .executeTakeFirst();
    if (!market) return;
    await admin(app, 'sports/market', { marketId: market.market_id, status: 'open' });
    const eventId = (
      await app.db
        .selectFrom('market')
        .select('event_id')
        .where('id', '=', market.market_id)
        .executeTakeFirstOrThrow()
    ).event_id;
    const detail = (
      await app.inject({ method: 'POST', url: '/api/sports/event', payload: { eventId } })
    ).json<{ data: SportEventDetail }>().data;
    const seen = detail.markets.flatMap((m) => m.selections).find((s) => s.id === selectionId);
    if (!seen || seen.status !== 'active' || detail.status !== 'live') return;

    const rules: OddsRule[] = ['none', 'higher', 'any'];
    const rule = rules[Math.floor(rng() * rules.length)]!;
    const locale = rng() < 0.5 ? 'tr' : 'en';
    const stake = 1 + Math.floor(rng() * 30);
    const placing = app.inject({
      method: 'POST',
      url: '/api/sports/place',
      headers: { authorization: `Bearer ${p.siteToken}`, 'x-locale': locale },
      payload: {
        requestId: crypto.randomUUID(),
        rule,
        legs: [{ selectionId, odds: seen.odds }],
        singles: [{ selectionId, stake }],
      },
    });
    // The price moves once the bet is held (pending), well inside the delay.
    let final = seen.odds;
    // Whether the move surely landed inside the delay: it answered before the delay could end
    // (the delay starts once the pending bet is written, so its re-check reads prices no earlier
    // than placed_at + delay). On a loaded machine a move may answer later; then the re-check may
    // have read either price, and the verdict takes the one the bet was booked at.
    let surelyInside = true;
    for (let waited = 0; waited < config.liveDelayMs; waited += 20) {
      const held = await app.db
        .selectFrom('sport_bet')
        .select(['id', 'placed_at'])
        .where('player_id', '=', p.principal.playerId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (held) {
        const next = movedOdds(seen.odds, rng);
        if (next !== null) {
          const moved = await admin(app, 'sports/odds', { selectionId, odds: next });
          if (moved.statusCode === 200) final = next;
          surelyInside = Date.now() < new Date(held.placed_at).getTime() + config.liveDelayMs;
        }
        break;
      }
      await sleep(20);
    }
    const answer = await placing;
    const result = answer.json<{ data: PlaceBetsResult | null }>().data;
    if (answer.statusCode !== 200 || !result) {
      return problem(`placing answered ${answer.statusCode}`);
    }
    const bet = result.bets[0];
    const bookedAt = bet?.legs[0]?.odds;
    // A late move the re-check did not see: the bet stands at the price it was placed at.
    if (!surelyInside && result.accepted && bookedAt === seen.odds) final = seen.odds;
    const allowed = acceptOdds(rule, oddsToMilli(seen.odds), oddsToMilli(final)) !== null;
    if (result.accepted && bet) {
      betId = bet.id;
      model.sportsMinor -= stake * 100;
      if (!allowed) problem(`rule ${rule}: booked after ${seen.odds} → ${final}`);
      if (bookedAt !== final) {
        problem(`booked at ${bookedAt}, the price at the end of the delay was ${final}`);
      }
      if (bet.potentialReturn !== potentialReturn(stake, [final])) {
        problem(`return ${bet.potentialReturn} for ${stake} at ${final}`);
      }
    } else if (result.reason === 'live_changed') {
      if (allowed) problem(`rule ${rule}: refused after ${seen.odds} → ${final}`);
      if (result.message !== apiMessage(locale, 'server.sports.liveChanged')) {
        problem(`refused with "${result.message}"`);
      }
    } else {
      problem(`refused ${result.reason}: ${result.message}`);
    }
    const books = await ledgerCheck(app, p.principal.playerId);
    const expected = depositMinor - (betId !== undefined ? stake * 100 : 0);
    if (Number(books.balance) !== Number(books.ledgerSum) || Number(books.balance) !== expected) {
      problem(`balance ${books.balance}, ledger ${books.ledgerSum}, expected ${expected}`);
    }
    checked.set(model, inPlayChecks(model) + 1);
  } finally {
    pool.push(selectionId);
    // Only now do the other generators see this player and its bet.
    model.players.push(p);
    if (betId !== undefined) model.sportsBets.push({ player: p, betId });
  }
}
