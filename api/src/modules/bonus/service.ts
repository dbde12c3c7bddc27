import { formatMoney } from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import { badRequest, unauthorized } from '../../lib/errors';
import { minorToAmount } from '../../lib/money';
import type { Wallets } from '../../platform/wallet';
import type { AuthQueries } from '../auth/queries';
import type { Principal } from '../auth/sessions';
import type { CmsService } from '../cms/service';

export interface TrialBonusResult {
  amount: number;
  balance: number;
}

/** Bonuses. Issue 3 brings the trial bonus; the others follow with the bonus screens. */
export class BonusService {
  constructor(
    private readonly cms: CmsService,
    private readonly players: AuthQueries,
    private readonly wallets: Wallets,
  ) {}

  /**
   * `bonus/definetrialbonus`: once per player (the ledger's idempotency key says so even under
   * a double click), only while the site offers an amount > 0 and only to a verified phone.
   */
  async defineTrialBonus(principal: Principal): Promise<Outcome<TrialBonusResult>> {
    const amountMinor = await this.cms.trialBonusMinor();
    if (amountMinor <= 0) throw badRequest('api.trialBonusNotAvailable');
    const player = await this.players.playerById(principal.playerId);
    if (!player) throw unauthorized();
    if (!player.sms_verified) throw badRequest('api.trialBonusPhoneNotVerified');

    const result = await this.wallets.apply({
      playerId: player.id,
      amountMinor,
      kind: 'trial_bonus',
      idempotencyKey: `trial-bonus:${player.id}`,
    });
    if (!result.applied) throw badRequest('api.trialBonusAlreadyClaimed');
    const amount = minorToAmount(amountMinor);
    return {
      data: { amount, balance: minorToAmount(result.balanceMinor) },
      message: 'api.trialBonusCredited',
      values: { amount: formatMoney(amount) },
    };
  }
}
