import type { BonusProduct } from '@oyna/contracts';
import type { FastifyInstance } from 'fastify';
import { call } from '../../test/app-harness';
import { BonusOfferRecords, grantedTermsOf } from '../bonus';

/**
 * What the account area's integration tests write and call (tests only): ledger moves and game
 * rounds at a chosen time, as payments and the casino wallet would write them, and the player's
 * own calls. `app` is read at each call: the harness starts in a beforeAll.
 */
export function accountKit(app: () => FastifyInstance) {
  const playerIdOf = async (username: string) =>
    (
      await app()
        .db.selectFrom('player')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  let moves = 0;
  /** A ledger move as payments / the casino wallet would write it, at a given time. */
  async function move(
    playerId: number,
    kind: string,
    amountMinor: number,
    at?: Date,
    reference?: string,
  ) {
    moves += 1;
    const key = `test:${kind}:${playerId}:${moves}`;
    await app().platform.wallets.apply({
      playerId,
      amountMinor,
      kind,
      idempotencyKey: key,
      reference,
    });
    if (at) {
      await app()
        .db.updateTable('ledger_entry')
        .set({ created_at: at.toISOString() } as never)
        .where('idempotency_key', '=', key)
        .execute();
    }
  }

  /** A closed casino round of `game` ('slot' is the built-in provider's, with its verify link). */
  async function round(playerId: number, game: string, stake: number, win: number, at?: Date) {
    moves += 1;
    await app()
      .db.insertInto('casino_round')
      .values({
        player_id: playerId,
        provider_id: game === 'slot' ? 'oyna-games' : 'other',
        game_code: game,
        game_name: game === 'slot' ? 'Oyna Slot' : 'Other Game',
        provider_round_id: `r${moves}`,
        stake_minor: stake,
        win_minor: win,
        status: 'closed',
        verify_url: game === 'slot' ? `/provider/games/verify/r${moves}` : null,
        ...(at ? { created_at: at.toISOString() } : {}),
      })
      .execute();
  }

  /** A casino stake through the bonus wallet (cash first, then bonus money; counts by product). */
  async function stake(playerId: number, amountMinor: number, product: BonusProduct = 'slots') {
    moves += 1;
    const n = moves;
    return app()
      .db.transaction()
      .execute((trx) =>
        app().platform.bonusWallet.stake(
          trx,
          {
            playerId,
            amountMinor: -amountMinor,
            kind: 'casino_bet',
            idempotencyKey: `test:stake:${playerId}:${n}`,
            reference: `test-round:${playerId}:${n}`,
          },
          { product },
        ),
      );
  }

  /** A bonus granted as ops would grant it, under the offer record's terms. */
  async function grant(playerId: number, amountMinor: number, offerCode = 'goodwill') {
    const offer = await new BonusOfferRecords(app().db).byCode(offerCode);
    if (!offer) throw new Error(`no offer ${offerCode}`);
    return app()
      .db.transaction()
      .execute((trx) =>
        app().platform.bonusWallet.grant(trx, {
          playerId,
          offerCode,
          source: 'grant',
          amountMinor,
          terms: grantedTermsOf(offer),
          grantedBy: 'test',
        }),
      );
  }

  const post = <T>(url: string, token: string, payload: unknown, locale?: 'tr' | 'en') =>
    call<T>(app(), { method: 'POST', url, token, payload: payload as object, locale });
  const get = <T>(url: string, token: string, locale?: 'tr' | 'en') =>
    call<T>(app(), { method: 'GET', url, token, locale });

  return { playerIdOf, move, round, stake, grant, post, get };
}
