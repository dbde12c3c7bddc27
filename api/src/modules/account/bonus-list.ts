import {
  formatMoney,
  type BonusListPage,
  type BonusListRequest,
  type BonusStatus,
  type PlayerBonus,
} from '@oyna/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Outcome } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { apiMessage, type ApiLocale, type ApiMessageKey } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import type { BonusWallet } from '../../platform/bonus-wallet';
import type { Principal } from '../../platform/sessions';
import {
  bonusTermsOf,
  offerTermsText,
  offerTitle,
  type BonusOfferRecords,
  type BonusOfferRow,
} from '../bonus';
import type { NotificationService } from '../notifications';
import type { BonusRequestRow, PlayerBonusListRow, PlayerBonusQueries } from './queries';

const iso = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString() : null;

/** Why a bonus closed, in the player's words (spec §3 bonus statuses). */
function closedNote(row: PlayerBonusListRow, locale: ApiLocale): string | null {
  if (row.status === 'active' || !row.close_reason) return null;
  const key = `server.bonus.closed.${row.close_reason}` as ApiMessageKey;
  const text = apiMessage(locale, key, {
    amount: formatMoney(minorToAmount(Number(row.converted_minor ?? 0))),
  });
  return text === key ? null : text;
}

/** A granted bonus of any source (trial, claim, grant) as the bonuses screen shows it. */
export function playerBonusOf(
  row: PlayerBonusListRow,
  offer: BonusOfferRow | undefined,
  bonusMinorNow: number,
  locale: ApiLocale,
): PlayerBonus {
  const required = Number(row.wagering_required_minor);
  const amountMinor = Number(row.amount_minor);
  return {
    id: row.id,
    bonusId: row.id,
    requestId: row.request_id,
    source: row.source,
    offer: row.offer_code,
    title: offer ? offerTitle(offer, locale) : row.offer_code,
    // spec §3: Processing1 active, Completed2, Cancelled3, Expired4.
    status: row.status as BonusStatus,
    amount: minorToAmount(amountMinor),
    requestedAt: iso(row.requested_at ?? row.granted_at) ?? '',
    decidedAt: iso(row.decided_at ?? row.granted_at),
    expiresAt: iso(row.expires_at),
    wagered: minorToAmount(Math.min(Number(row.wagered_minor), required)),
    wageringRequired: minorToAmount(required),
    bonusBalance: row.status === 'active' ? minorToAmount(bonusMinorNow) : 0,
    converted: row.converted_minor === null ? null : minorToAmount(Number(row.converted_minor)),
    rules: bonusTermsOf(row.terms),
    terms: offer ? offerTermsText(offer, locale, { terms: row.terms, amountMinor }) : '',
    note: row.note ?? closedNote(row, locale),
  };
}

/**
 * A request that has not become a bonus: pending (requested), rejected, or approved before bonus
 * money was kept apart (it was paid as cash, so it shows as completed and converted in full).
 */
export function requestBonusOf(
  row: BonusRequestRow,
  offer: BonusOfferRow | undefined,
  locale: ApiLocale,
): PlayerBonus {
  const amountMinor = Number(row.amount_minor);
  const paidAsCash = row.status === 'approved';
  const status: BonusStatus = paidAsCash
    ? 'completed'
    : row.status === 'pending'
      ? 'requested'
      : 'rejected';
  return {
    id: row.id,
    bonusId: null,
    requestId: row.id,
    source: 'claim',
    offer: row.offer_code,
    title: offer ? offerTitle(offer, locale) : row.offer_code,
    status,
    amount: minorToAmount(amountMinor),
    requestedAt: iso(row.requested_at) ?? '',
    decidedAt: iso(row.decided_at),
    expiresAt: iso(row.expires_at),
    wagered: 0,
    wageringRequired: paidAsCash ? 0 : minorToAmount(Number(row.wagering_required_minor)),
    bonusBalance: 0,
    converted: paidAsCash ? minorToAmount(amountMinor) : null,
    rules: null,
    terms: offer ? offerTermsText(offer, locale, { amountMinor }) : '',
    note: row.note,
  };
}

export interface PlayerBonusesDeps {
  queries: PlayerBonusQueries;
  offers: Pick<BonusOfferRecords, 'all'>;
  bonusWallet: Pick<BonusWallet, 'close'>;
  notifications: NotificationService;
  log: FastifyBaseLogger;
}

/**
 * The bonuses list and the player's forfeit (spec §2 /dashboard/bonuses, spec §3 bonus statuses):
 * every granted bonus with its live wagering progress and bonus balance, and the requests that
 * have not become one; newest first, paged over both.
 */
export class PlayerBonuses {
  constructor(private readonly deps: PlayerBonusesDeps) {}

  private async offersByCode(): Promise<Map<string, BonusOfferRow>> {
    const all = await this.deps.offers.all(false);
    return new Map(all.map((o) => [o.code, o]));
  }

  async list(
    principal: Principal,
    body: BonusListRequest,
    locale: ApiLocale,
  ): Promise<Outcome<BonusListPage>> {
    const q = this.deps.queries;
    const playerId = principal.playerId;
    const [keys, total, offers, bonusMinor] = await Promise.all([
      q.page(playerId, body.skip, body.take),
      q.count(playerId),
      this.offersByCode(),
      q.bonusMinor(playerId),
    ]);
    const bonusIds = keys.filter((k) => k.type === 'bonus').map((k) => k.id);
    const requestIds = keys.filter((k) => k.type === 'request').map((k) => k.id);
    const [bonuses, requests] = await Promise.all([
      q.bonuses(playerId, bonusIds),
      q.requests(playerId, requestIds),
    ]);
    const items: PlayerBonus[] = [];
    for (const key of keys) {
      if (key.type === 'bonus') {
        const row = bonuses.find((b) => b.id === key.id);
        if (row) items.push(playerBonusOf(row, offers.get(row.offer_code), bonusMinor, locale));
      } else {
        const row = requests.find((r) => r.id === key.id);
        if (row) items.push(requestBonusOf(row, offers.get(row.offer_code), locale));
      }
    }
    return { data: { items, total } };
  }

  /**
   * The player gives up their active bonus (spec §1 promotions and bonuses: the player can also
   * forfeit a bonus on its own): its bonus money and winnings are removed with a ledger row, cash
   * stays. Decided under the player's row lock (BonusWallet.close), so a burst forfeits once; a
   * bonus that is not theirs or not active is a 400 and nothing changes.
   */
  async forfeit(
    principal: Principal,
    bonusId: number,
    locale: ApiLocale,
  ): Promise<Outcome<PlayerBonus>> {
    const q = this.deps.queries;
    const playerId = principal.playerId;
    const closed = await q.transaction(async (trx) => {
      const done = await this.deps.bonusWallet.close(
        trx,
        playerId,
        { status: 'cancelled', reason: 'forfeited' },
        bonusId,
      );
      if (!done) throw badRequest('server.bonus.notActive');
      return done;
    });
    this.deps.log.info({ bonus: bonusId, removed: closed.removedMinor }, 'bonus forfeited');
    await this.deps.notifications
      .flush()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'notification push'));
    const [row] = await q.bonuses(playerId, [closed.bonus.id]);
    const offers = await this.offersByCode();
    if (!row) throw badRequest('server.bonus.notActive');
    return {
      data: playerBonusOf(row, offers.get(row.offer_code), 0, locale),
      message: 'server.bonus.forfeited',
      values: { amount: formatMoney(minorToAmount(closed.removedMinor)) },
    };
  }
}
