import { formatMoney, type TrialBonusResult } from '@oyna/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Outcome } from '../../lib/envelope';
import { badRequest, unauthorized } from '../../lib/errors';
import type { ApiLocale } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import type { Players } from '../../platform/players';
import type { Principal } from '../../platform/sessions';
import type { Wallets } from '../../platform/wallet';
import type { NotificationService } from '../notifications';
import type { BonusQueries } from './queries';

export interface BonusDeps {
  queries: BonusQueries;
  players: Pick<Players, 'byId'>;
  wallets: Pick<Wallets, 'move'>;
  notifications: NotificationService;
  log: FastifyBaseLogger;
}

/** Bonuses: the trial bonus of registration (spec §4); the others follow with the bonus screens. */
export class BonusService {
  constructor(private readonly deps: BonusDeps) {}

  /**
   * `bonus/definetrialbonus`: once per player (the ledger's idempotency key says so even under
   * a double click), only while the site offers an amount > 0 and only to a verified phone. The
   * credit is also a Bonus notification, stored in the credit's transaction and pushed live.
   */
  async defineTrialBonus(
    principal: Principal,
    locale: ApiLocale,
  ): Promise<Outcome<TrialBonusResult>> {
    const amountMinor = await this.deps.queries.trialBonusMinor();
    if (amountMinor <= 0) throw badRequest('api.trialBonusNotAvailable');
    const player = await this.deps.players.byId(principal.playerId);
    if (!player) throw unauthorized();
    if (!player.sms_verified) throw badRequest('api.trialBonusPhoneNotVerified');

    const amount = minorToAmount(amountMinor);
    // The credit and its Bonus notification commit together (a crash loses neither alone).
    const result = await this.deps.queries.transaction(async (trx) => {
      const moved = await this.deps.wallets.move(trx, {
        playerId: player.id,
        amountMinor,
        kind: 'trial_bonus',
        idempotencyKey: `trial-bonus:${player.id}`,
      });
      if (moved.applied) {
        await this.deps.notifications.stageTrialBonus(trx, player.id, amount, locale);
      }
      return moved;
    });
    if (!result.applied) throw badRequest('api.trialBonusAlreadyClaimed');
    // The money has moved: a failed live push is logged (the sweeper retries), never an error.
    await this.deps.notifications
      .flush()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'notification push'));
    return {
      data: { amount, balance: minorToAmount(result.balanceMinor) },
      message: 'api.trialBonusCredited',
      values: { amount: formatMoney(amount) },
    };
  }
}
