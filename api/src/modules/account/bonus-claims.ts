import {
  NotificationType,
  formatMoney,
  type AdminBonusDecision,
  type AdminBonusRequest,
  type AdminBonusRequestsQuery,
  type BonusOffer,
  type PlayerBonus,
} from '@oyna/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { violatedUniqueConstraint } from '../../lib/db-errors';
import type { Outcome } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/errors';
import { apiMessage, type ApiLocale, type ApiMessageKey } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import type { Operator } from '../../lib/operator';
import { BonusActiveError } from '../../platform/bonus-records';
import type { BonusWallet } from '../../platform/bonus-wallet';
import type { Principal } from '../../platform/sessions';
import type { Wallets } from '../../platform/wallet';
import {
  CLAIMABLE_KINDS,
  grantedTermsOf,
  offerBonusTerms,
  offerTermsText,
  offerTitle,
  type BonusOfferRecords,
  type BonusOfferRow,
} from '../bonus';
import { notificationInEachLanguage, type NotificationService } from '../notifications';
import type { ProtectionRules } from '../protection';
import type { AuditDetail } from '../staff';
import { offerEligibility } from './bonus-eligibility';
import { requestBonusOf } from './bonus-list';
import { accountPlayer } from './player';
import type {
  AccountQueries,
  BonusRequestQueries,
  BonusRequestRow,
  PlayerBonusQueries,
} from './queries';

export interface BonusClaimsDeps {
  /** The caller's player row (eligibility reads the birthday). */
  queries: Pick<AccountQueries, 'player'>;
  bonusRequests: BonusRequestQueries;
  playerBonuses: Pick<PlayerBonusQueries, 'activeWithMoney'>;
  /** The offer records (migration 0090 bonus_offer): the one source of every figure. */
  offers: Pick<BonusOfferRecords, 'claimable' | 'byCode'>;
  wallets: Pick<Wallets, 'lockBalances'>;
  bonusWallet: Pick<BonusWallet, 'grant'>;
  /** Whether a break (time-out or self-exclusion) is in force. */
  protection: Pick<ProtectionRules, 'block' | 'currentBlock'>;
  notifications: NotificationService;
  log: FastifyBaseLogger;
}

const lira = (minor: number) => formatMoney(minorToAmount(minor));

/**
 * Bonus offers and requests (spec §2 /dashboard/claim-bonus; operators decide). Every figure is
 * the offer record's (spec §1: one source of terms); an approved request pays into the bonus
 * balance under a copy of the record's terms (BonusWallet.grant).
 */
export class BonusClaims {
  constructor(private readonly deps: BonusClaimsDeps) {}

  private player(principal: Principal, locale: ApiLocale) {
    return accountPlayer(this.deps.queries, principal, locale);
  }

  /**
   * What stops every offer at once: a break in force (spec §1 protection: a player under a break
   * receives no bonus offers), then an active bonus still holding money (one at a time).
   */
  private async blocker(
    playerId: number,
  ): Promise<{ reason: ApiMessageKey; values: Record<string, string> } | null> {
    const [block, active] = await Promise.all([
      this.deps.protection.currentBlock(playerId),
      this.deps.playerBonuses.activeWithMoney(playerId),
    ]);
    if (block) return { reason: 'server.bonus.onBreak', values: {} };
    if (active)
      return { reason: 'server.bonus.activeBonus', values: { amount: lira(active.bonus_minor) } };
    return null;
  }

  async offers(principal: Principal, locale: ApiLocale): Promise<Outcome<BonusOffer[]>> {
    const p = await this.player(principal, locale);
    const [records, taken, blocker] = await Promise.all([
      this.deps.offers.claimable(),
      this.deps.bonusRequests.takenPeriods(p.id),
      this.blocker(p.id),
    ]);
    const now = new Date();
    const result: BonusOffer[] = [];
    for (const offer of records) {
      const e = blocker
        ? { amountMinor: 0, reason: blocker.reason, values: blocker.values }
        : await offerEligibility(
            this.deps.bonusRequests,
            offer,
            p.id,
            String(p.birth_date),
            taken,
            now,
          );
      result.push({
        code: offer.code,
        title: offerTitle(offer, locale),
        terms: offerTermsText(offer, locale),
        amount: minorToAmount(e.amountMinor),
        wageringMultiplier: Number(offer.wagering_multiplier),
        eligible: e.reason === null,
        reason: e.reason ? apiMessage(locale, e.reason, e.values) : null,
        rules: offerBonusTerms(offer),
      });
    }
    return { data: result };
  }

  private async claimableOffer(code: string): Promise<BonusOfferRow> {
    const offer = await this.deps.offers.byCode(code);
    if (!offer || !CLAIMABLE_KINDS.includes(offer.kind)) {
      throw badRequest('server.account.offer.unknown');
    }
    if (!offer.enabled) throw badRequest('server.bonus.offerDisabled');
    return offer;
  }

  /**
   * A player's bonus request (spec §2 claim-bonus): refused with the reason when not eligible,
   * under a break or while an active bonus holds money; otherwise Pending until ops decide. One
   * pending request at a time and an offer once per period are unique indexes, so a burst of
   * requests stores exactly one. Another player on the same device (the session's fingerprint)
   * having requested or received the offer for the period refuses it too, checked under a lock
   * on the device; a request without a known device is judged per person only.
   */
  async request(
    principal: Principal,
    code: string,
    locale: ApiLocale,
  ): Promise<Outcome<PlayerBonus>> {
    const offer = await this.claimableOffer(code);
    const p = await this.player(principal, locale);
    const q = this.deps.bonusRequests;
    const blocker = await this.blocker(p.id);
    if (blocker?.reason === 'server.bonus.onBreak') throw badRequest(blocker.reason);
    if (await q.hasPendingRequest(p.id)) throw badRequest('server.account.bonusPending');
    if (blocker) throw badRequest(blocker.reason, blocker.values);
    const e = await offerEligibility(
      q,
      offer,
      p.id,
      String(p.birth_date),
      await q.takenPeriods(p.id),
      new Date(),
    );
    if (e.reason) throw badRequest(e.reason, e.values);
    const device = (await q.sessionDevice(principal.sessionId)) || null;
    let row: BonusRequestRow;
    try {
      row = await q.transaction(async (trx) => {
        // spec §1: one bonus of a kind per person AND device; requests on one device run one at
        // a time, so a burst from two accounts on it stores one.
        if (device) {
          await q.lockDevice(trx, device);
          if (await q.takenOnDevice(trx, device, offer.code, e.periodKey, p.id)) {
            throw badRequest('server.bonus.deviceUsed');
          }
        }
        return q.insertRequest(trx, {
          playerId: p.id,
          device,
          offerCode: offer.code,
          periodKey: e.periodKey,
          amountMinor: e.amountMinor,
          wageringRequiredMinor: e.amountMinor * Number(offer.wagering_multiplier),
        });
      });
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'bonus_request_one_pending')
        throw badRequest('server.account.bonusPending');
      if (constraint !== undefined) throw badRequest('server.account.offer.alreadyRequested');
      throw error;
    }
    return {
      data: requestBonusOf(row, offer, locale),
      message: 'server.account.bonusRequested',
    };
  }

  private adminOf(row: BonusRequestRow & { username: string }): AdminBonusRequest {
    return {
      id: row.id,
      username: row.username,
      offer: row.offer_code,
      amount: minorToAmount(Number(row.amount_minor)),
      status: row.status,
      requestedAt: new Date(row.requested_at).toISOString(),
      decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
      note: row.note,
    };
  }

  async adminRequests(query: AdminBonusRequestsQuery): Promise<Outcome<AdminBonusRequest[]>> {
    const rows = await this.deps.bonusRequests.adminRequests(query.status, query.take ?? 50);
    return { data: rows.map((r) => this.adminOf(r)) };
  }

  /**
   * Ops decide a pending request (like a withdrawal). Approval pays into the BONUS balance
   * (BonusWallet.grant) under a copy of the offer record's terms and stages a Bonus notification
   * (spec §3) in the same transaction. Decided under the player's row lock, then the request's
   * (the wallet's lock order), so a burst decides once; deciding again answers it as it is, a
   * rejected one cannot be approved. Refused to ops while the player is under a break or has
   * another active bonus holding money.
   */
  async decide(
    body: AdminBonusDecision,
    locale: ApiLocale,
    operator?: Operator,
    audit: AuditDetail = {},
  ): Promise<Outcome<AdminBonusRequest>> {
    const q = this.deps.bonusRequests;
    const owner = await q.requestOwner(body.id);
    if (!owner) throw notFound('server.account.bonusRequestNotFound');
    const playerId = owner.player_id;
    // The record's terms as they are when ops decide (read before the transaction's locks).
    const offer = await this.deps.offers.byCode(owner.offer_code);
    const result = await q.transaction(async (trx) => {
      await this.deps.wallets.lockBalances(trx, playerId);
      const current = await q.lockRequest(trx, body.id);
      if (!current) throw notFound('server.account.bonusRequestNotFound');
      // The back office › the audit: the decision's one record keeps the request before and after.
      audit.object = `bonusrequest:${current.id}`;
      audit.before = this.adminOf(current);
      const wanted = body.approve ? 'approved' : 'rejected';
      if (current.status === wanted) return { row: current, changed: false };
      if (current.status !== 'pending') throw badRequest('server.account.bonusAlreadyDecided');
      if (!offer) throw badRequest('server.account.offer.unknown');
      const terms = grantedTermsOf(offer);
      if (body.approve && (await this.deps.protection.block(trx, playerId))) {
        throw badRequest('server.bonus.approveOnBreak');
      }
      const row = await q.decide(trx, current.id, wanted, body.note ?? null, terms.validDays);
      const amountMinor = Number(row.amount_minor);
      if (body.approve) {
        try {
          await this.deps.bonusWallet.grant(trx, {
            playerId,
            offerCode: offer.code,
            source: 'claim',
            requestId: row.id,
            amountMinor,
            terms,
            grantedBy: operator ? `operator:${operator.name}` : 'ops',
            device: row.device,
            idempotencyKey: `bonus-request:${row.id}`,
          });
        } catch (error) {
          if (error instanceof BonusActiveError) {
            throw badRequest('server.bonus.approveActive', { amount: lira(error.bonusMinor) });
          }
          throw error;
        }
      }
      // spec §1: written in both languages, each player reads it in theirs.
      await this.deps.notifications.stage(trx, row.player_id, {
        type: NotificationType.Bonus,
        ...notificationInEachLanguage(locale, (each) => {
          const name = offerTitle(offer, each);
          return {
            title: name,
            note: apiMessage(
              each,
              body.approve ? 'server.bonus.approvedNote' : 'server.account.bonusRejectedNote',
              { amount: lira(amountMinor), title: name },
            ),
          };
        }),
      });
      return { row: { ...row, username: current.username }, changed: true };
    });
    audit.after = this.adminOf(result.row);
    if (result.changed) {
      this.deps.log.info({ bonusRequest: body.id, approve: body.approve }, 'bonus request decided');
      await this.deps.notifications
        .flush()
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'notification push'));
    }
    return { data: this.adminOf(result.row) };
  }
}
