import { formatMoney, type TrialBonusResult } from '@oyna/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Outcome } from '../../lib/envelope';
import { badRequest, unauthorized } from '../../lib/errors';
import type { ApiLocale } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import { BonusActiveError } from '../../platform/bonus-records';
import type { BonusWallet } from '../../platform/bonus-wallet';
import type { Players } from '../../platform/players';
import type { ProtectionRules } from '../../platform/protection-rules';
import type { Principal } from '../../platform/sessions';
import type { Wallets } from '../../platform/wallet';
import type { NotificationService } from '../notifications';
import { termsOfOffer, type BonusQueries } from './queries';

export interface BonusDeps {
  queries: BonusQueries;
  players: Pick<Players, 'byId'>;
  wallets: Pick<Wallets, 'lockBalances'>;
  /** Bonus money kept apart from cash: the trial bonus is granted into it. */
  bonusWallet: Pick<BonusWallet, 'grant'>;
  /** LCCP 3.5: no bonus offers to a player under a break. */
  protection: Pick<ProtectionRules, 'mayReceiveBonus'>;
  notifications: NotificationService;
  log: FastifyBaseLogger;
}

/** Bonuses: the trial bonus of registration (spec §4), paid as bonus money (spec §1). */
export class BonusService {
  constructor(private readonly deps: BonusDeps) {}

  /**
   * `bonus/definetrialbonus` (spec §4): only while the site offers an amount > 0 (cms
   * trial_bonus_minor) and the 'trial' offer record is enabled, only to a verified phone. Paid
   * into the BONUS balance under the trial offer's terms (spec §1 promotions and bonuses: its
   * wagering, maximum bet and expiry), once per person (the player's row lock, the unique index
   * player_bonus_one_trial and the ledger's key) and once per device (the session's fingerprint,
   * checked under a lock on that device), never under a break (LCCP 3.5). The credit is also a
   * Bonus notification, stored in the credit's transaction and pushed live.
   */
  async defineTrialBonus(
    principal: Principal,
    locale: ApiLocale,
  ): Promise<Outcome<TrialBonusResult>> {
    const { queries, bonusWallet, protection } = this.deps;
    const amountMinor = await queries.trialBonusMinor();
    const offer = amountMinor > 0 ? await queries.trialOffer() : undefined;
    if (!offer) throw badRequest('api.trialBonusNotAvailable');
    const player = await this.deps.players.byId(principal.playerId);
    if (!player) throw unauthorized();
    if (!player.sms_verified) throw badRequest('api.trialBonusPhoneNotVerified');
    const device = (await queries.sessionDevice(principal.sessionId)) || null;

    const amount = minorToAmount(amountMinor);
    // The grant and its Bonus notification commit together (a crash loses neither alone).
    const balanceMinor = await queries.transaction(async (trx) => {
      // Locks the player's row first (the lock order): a player's claims run one at a time.
      if (!(await protection.mayReceiveBonus(trx, player.id))) {
        throw badRequest('server.trialBonus.onBreak');
      }
      if (await queries.trialTaken(trx, player.id)) {
        throw badRequest('api.trialBonusAlreadyClaimed');
      }
      if (device) {
        await queries.lockDevice(trx, device);
        if (await queries.trialTakenOnDevice(trx, device, player.id)) {
          throw badRequest('server.trialBonus.deviceUsed');
        }
      }
      try {
        await bonusWallet.grant(trx, {
          playerId: player.id,
          offerCode: 'trial',
          source: 'trial',
          amountMinor,
          terms: termsOfOffer(offer),
          device,
          ledgerKind: 'trial_bonus',
          idempotencyKey: `trial-bonus:${player.id}`,
        });
      } catch (error) {
        if (error instanceof BonusActiveError) throw badRequest('server.trialBonus.bonusActive');
        throw error;
      }
      await this.deps.notifications.stageTrialBonus(trx, player.id, amount, locale);
      return (await this.deps.wallets.lockBalances(trx, player.id)).balanceMinor;
    });
    // The money has moved: a failed live push is logged (the sweeper retries), never an error.
    await this.deps.notifications
      .flush()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'notification push'));
    return {
      data: { amount, balance: minorToAmount(balanceMinor) },
      message: 'api.trialBonusCredited',
      values: { amount: formatMoney(amount) },
    };
  }
}
