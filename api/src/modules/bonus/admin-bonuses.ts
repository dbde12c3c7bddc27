import {
  NotificationType,
  formatMoney,
  type AdminBonusAuditQuery,
  type AdminBonusCancel,
  type AdminBonusCostQuery,
  type AdminBonusGrant,
  type AdminPlayerBonus,
  type BonusAuditRecord,
  type BonusCostFigures,
  type BonusCostReport,
} from '@oyna/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { violatedUniqueConstraint } from '../../lib/db-errors';
import type { Outcome } from '../../lib/envelope';
import { AppError, badRequest } from '../../lib/errors';
import type { Operator } from '../../lib/operator';
import { apiMessage, type ApiLocale } from '../../lib/messages';
import { amountToMinor, minorToAmount } from '../../lib/money';
import { BonusActiveError, type PlayerBonusRow } from '../../platform/bonus-records';
import type { BonusWallet } from '../../platform/bonus-wallet';
import type { ProtectionRules } from '../../platform/protection-rules';
import { notificationInEachLanguage, type NotificationService } from '../notifications';
import type { AuditDetail } from '../staff';
import { actorOf } from './admin-offers';
import { COST_KINDS, type BonusAdminQueries } from './admin-queries';
import { bonusTermsOf, grantedTermsOf } from './offer-records';

export interface BonusDeskDeps {
  queries: BonusAdminQueries;
  bonusWallet: Pick<BonusWallet, 'grant' | 'close'>;
  protection: Pick<ProtectionRules, 'lockPlayer' | 'block'>;
  notifications: NotificationService;
  log: FastifyBaseLogger;
  /**
   * SUPPORT_GRANT_CAP_MINOR (the back office › roles: support grants bonuses within a cap): the
   * largest bonus a `support` staff member or token grants by hand; the owner has no cap.
   */
  supportGrantCapMinor: number;
}

/** The longest range the cost report covers at once (a year, a leap day included). */
const COST_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
const amountOrNull = (minor: number | null): number | null =>
  minor === null ? null : minorToAmount(Number(minor));

/** A granted bonus as ops read it. */
export function adminBonusOf(row: PlayerBonusRow, username: string): AdminPlayerBonus {
  return {
    id: row.id,
    username,
    offer: row.offer_code,
    source: row.source,
    status: row.status,
    amount: minorToAmount(Number(row.amount_minor)),
    wageringRequired: minorToAmount(Number(row.wagering_required_minor)),
    wagered: minorToAmount(Number(row.wagered_minor)),
    rules: bonusTermsOf(row.terms),
    grantedAt: new Date(row.granted_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    closedAt: iso(row.closed_at),
    closeReason: row.close_reason,
    converted: amountOrNull(row.converted_minor),
    removed: amountOrNull(row.removed_minor),
    grantedBy: row.granted_by,
    reason: row.reason,
  };
}

/** A YYYY-MM-DD that names a real day (2026-02-30 does not), as midnight UTC. */
function dayOf(field: 'from' | 'to', text: string): Date {
  const date = new Date(`${text}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw badRequest('server.bonus.admin.badDay', { field });
  }
  return date;
}

function notBlank(field: string, text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw badRequest('server.bonus.admin.blankText', { field });
  return trimmed;
}

/** A bonus as the one audit keeps it: its state, without the terms' long text. */
function auditedBonus(bonus: AdminPlayerBonus) {
  const { rules: _rules, ...rest } = bonus;
  return rest;
}

const zero = (): BonusCostFigures => ({ granted: 0, converted: 0, forfeited: 0, expired: 0 });

/**
 * Ops and players' bonuses (issue "bonuses that behave like money" › for ops): a bonus granted by
 * hand with a reason, an active bonus cancelled, each audited in the transaction of the change;
 * the bonus cost per day from the ledger; the audit itself.
 */
export class BonusDesk {
  constructor(private readonly deps: BonusDeskDeps) {}

  private async player(username: string) {
    const player = await this.deps.queries.playerByUsername(username.trim());
    if (!player)
      throw badRequest('server.bonus.admin.playerNotFound', { username: username.trim() });
    return player;
  }

  /**
   * A bonus granted by hand under an offer's terms (a copy, as every grant takes). Refused while
   * the player is on a break or self-excluded (spec §1 protection: no bonus offers then), while
   * another bonus still holds money (one active bonus), or above the offer's cap. The credit, the
   * audit row and the player's Bonus notification (spec §3 type Bonus4, tr and en) commit
   * together, under the player's row lock, so a burst of grants to one player grants one.
   */
  async grant(
    body: AdminBonusGrant,
    locale: ApiLocale,
    operator: Operator,
    audit: AuditDetail = {},
  ): Promise<Outcome<AdminPlayerBonus>> {
    const { queries: q, protection, bonusWallet, notifications } = this.deps;
    const reason = notBlank('reason', body.reason);
    const player = await this.player(body.username);
    const offer = await q.offer(body.offer);
    if (!offer) throw badRequest('server.bonus.admin.offerNotFound', { code: body.offer });
    if (!offer.enabled) throw badRequest('server.bonus.admin.offerOff', { code: offer.code });
    const amountMinor =
      body.amount !== undefined ? amountToMinor(body.amount) : Number(offer.amount_minor ?? 0);
    if (!(amountMinor > 0))
      throw badRequest('server.bonus.admin.grantAmountNeeded', { code: offer.code });
    if (offer.cap_minor !== null && amountMinor > Number(offer.cap_minor)) {
      throw badRequest('server.bonus.admin.amountAboveCap', {
        amount: formatMoney(minorToAmount(amountMinor)),
        cap: formatMoney(minorToAmount(Number(offer.cap_minor))),
      });
    }
    if (operator.role === 'support' && amountMinor > this.deps.supportGrantCapMinor) {
      throw new AppError(403, 'server.bonus.admin.supportCap', {
        amount: formatMoney(minorToAmount(amountMinor)),
        cap: formatMoney(minorToAmount(this.deps.supportGrantCapMinor)),
      });
    }
    const actor = actorOf(operator);
    audit.object = `player:${player.username}`;
    let row: PlayerBonusRow;
    try {
      row = await q.transaction(async (trx) => {
        // The lock order's first lock (platform/wallet.ts › lockPlayerRow): the protection state
        // read under it cannot change before the grant commits.
        await protection.lockPlayer(trx, player.id);
        const block = await protection.block(trx, player.id);
        if (block?.kind === 'timeout') {
          throw badRequest('server.bonus.admin.playerOnBreak', {
            until: block.until.toISOString(),
          });
        }
        if (block) throw badRequest('server.bonus.admin.playerExcluded');
        const granted = await bonusWallet.grant(trx, {
          playerId: player.id,
          offerCode: offer.code,
          source: 'grant',
          amountMinor,
          terms: grantedTermsOf(offer),
          grantedBy: actor,
          reason,
        });
        await q.audit(trx, {
          actor,
          action: 'grant',
          target: `player:${player.username}`,
          detail: {
            bonusId: granted.id,
            offer: offer.code,
            amount: minorToAmount(amountMinor),
            reason,
          },
        });
        const amount = minorToAmount(amountMinor);
        await notifications.stage(trx, player.id, {
          type: NotificationType.Bonus,
          ...notificationInEachLanguage(locale, (each) => {
            const title = each === 'tr' ? offer.title_tr : offer.title_en;
            return {
              title,
              note: apiMessage(each, 'server.bonus.admin.grantedNote', {
                title,
                amount: formatMoney(amount, each),
              }),
            };
          }),
        });
        return granted;
      });
    } catch (error) {
      if (error instanceof BonusActiveError) {
        throw badRequest('server.bonus.admin.bonusActive', {
          amount: formatMoney(minorToAmount(error.bonusMinor)),
        });
      }
      // The one-active-bonus index: a grant that raced past the lock (it cannot, but the index
      // is the last word) is the same refusal.
      if (violatedUniqueConstraint(error) === 'player_bonus_one_active') {
        throw badRequest('server.bonus.admin.bonusActive', { amount: formatMoney(0) });
      }
      throw error;
    }
    // Before the grant the player had no bonus holding money (one active bonus at a time).
    audit.before = { activeBonus: null };
    audit.after = { activeBonus: auditedBonus(adminBonusOf(row, player.username)) };
    this.deps.log.info({ bonus: row.id, offer: offer.code, actor }, 'bonus granted by ops');
    await this.flush();
    return {
      data: adminBonusOf(row, player.username),
      message: 'server.bonus.admin.granted',
      values: { username: player.username, amount: formatMoney(minorToAmount(amountMinor)) },
    };
  }

  /**
   * A player's active bonus cancelled by ops (spec §3 status Cancelled3): its bonus money is
   * removed with a ledger row (bonus_forfeit), cash stays; the wallet stages the player's
   * notification; the audit row commits with it. A repeat finds no active bonus: a 400.
   */
  async cancel(
    body: AdminBonusCancel,
    operator: Operator,
    audit: AuditDetail = {},
  ): Promise<Outcome<AdminPlayerBonus>> {
    const { queries: q, bonusWallet } = this.deps;
    const reason = notBlank('reason', body.reason);
    const player = await this.player(body.username);
    const actor = actorOf(operator);
    const closed = await q.transaction(async (trx) => {
      const result = await bonusWallet.close(
        trx,
        player.id,
        { status: 'cancelled', reason: 'ops' },
        body.bonusId,
      );
      if (!result) {
        if (body.bonusId !== undefined) {
          throw badRequest('server.bonus.admin.notActiveBonus', {
            id: body.bonusId,
            username: player.username,
          });
        }
        throw badRequest('server.bonus.admin.noActiveBonus', { username: player.username });
      }
      await q.audit(trx, {
        actor,
        action: 'cancel',
        target: `player:${player.username}`,
        detail: {
          bonusId: result.bonus.id,
          offer: result.bonus.offer_code,
          removed: minorToAmount(result.removedMinor),
          reason,
        },
      });
      return result;
    });
    const after = auditedBonus(adminBonusOf(closed.bonus, player.username));
    audit.object = `player:${player.username}`;
    audit.before = {
      activeBonus: { ...after, status: 'active', closedAt: null, closeReason: null, removed: null },
      bonusBalance: minorToAmount(closed.removedMinor),
    };
    audit.after = { activeBonus: null, closedBonus: after, bonusBalance: 0 };
    this.deps.log.info({ bonus: closed.bonus.id, actor }, 'bonus cancelled by ops');
    await this.flush();
    return {
      data: adminBonusOf(closed.bonus, player.username),
      message: 'server.bonus.admin.cancelled',
      values: { amount: formatMoney(minorToAmount(closed.removedMinor)) },
    };
  }

  /**
   * The bonus cost per UTC day, from the ledger: granted (bonus and trial_bonus credits),
   * converted to cash (bonus_conversion — the real cost), forfeited (bonus_forfeit,
   * bonus_winnings_forfeit, and what a conversion's maximum left behind) and expired
   * (bonus_expiry). Every day of the range is listed, zeros included, with the range's total.
   */
  async cost(query: AdminBonusCostQuery): Promise<Outcome<BonusCostReport>> {
    const from = dayOf('from', query.from);
    const to = dayOf('to', query.to);
    if (from > to) throw badRequest('server.bonus.admin.rangeReversed');
    const span = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
    if (span > COST_RANGE_DAYS) {
      throw badRequest('server.bonus.admin.rangeTooLong', { days: COST_RANGE_DAYS });
    }
    const byDay = new Map<string, BonusCostFigures>();
    for (let i = 0; i < span; i += 1) {
      byDay.set(new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10), zero());
    }
    const rows = await this.deps.queries.costRows(query.from, query.to);
    const has = (kinds: readonly string[], kind: string) => kinds.includes(kind);
    for (const row of rows) {
      const figures = byDay.get(row.day);
      if (!figures) continue;
      if (has(COST_KINDS.granted, row.kind)) figures.granted += row.total_minor;
      else if (has(COST_KINDS.converted, row.kind)) {
        figures.converted += row.total_minor;
        // The conversion's cash is counted here; the release row below is the bonus money out.
        figures.forfeited -= row.total_minor;
      } else if (row.kind === 'bonus_release') figures.forfeited += -row.total_minor;
      else if (has(COST_KINDS.forfeited, row.kind)) figures.forfeited += -row.total_minor;
      else if (has(COST_KINDS.expired, row.kind)) figures.expired += -row.total_minor;
    }
    const total = zero();
    const days = [...byDay.entries()].map(([day, minor]) => {
      for (const key of Object.keys(total) as (keyof BonusCostFigures)[]) total[key] += minor[key];
      return { day, ...toAmounts(minor) };
    });
    return { data: { from: query.from, to: query.to, days, total: toAmounts(total) } };
  }

  async audit(query: AdminBonusAuditQuery): Promise<Outcome<BonusAuditRecord[]>> {
    const rows = await this.deps.queries.auditRows(query.target?.trim(), query.take);
    return {
      data: rows.map((r) => ({
        id: r.id,
        actor: r.actor,
        action: r.action as BonusAuditRecord['action'],
        target: r.target,
        detail:
          typeof r.detail === 'string'
            ? (JSON.parse(r.detail) as Record<string, unknown>)
            : r.detail,
        time: new Date(r.created_at).toISOString(),
      })),
    };
  }

  /** The money has moved: a failed live push is logged (the sweeper retries), never an error. */
  private async flush(): Promise<void> {
    await this.deps.notifications
      .flush()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'notification push'));
  }
}

function toAmounts(minor: BonusCostFigures): BonusCostFigures {
  return {
    granted: minorToAmount(minor.granted),
    converted: minorToAmount(minor.converted),
    forfeited: minorToAmount(minor.forfeited),
    expired: minorToAmount(minor.expired),
  };
}
