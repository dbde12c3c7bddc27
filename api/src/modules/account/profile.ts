import type { AccountDetails, AccountSummary } from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import type { ApiLocale } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import type { Principal } from '../../platform/sessions';
import { kindsOfType } from './financial-kinds';
import { activityOf, RECENT_ROWS, roundOf } from './history';
import { accountPlayer } from './player';
import { maskPersonalNo } from './privacy';
import type { AccountQueries, BonusRequestQueries } from './queries';

/** The account dashboard and the player's details (spec §2 account routes). */
export class AccountProfile {
  constructor(
    private readonly deps: {
      queries: AccountQueries;
      bonusRequests: Pick<BonusRequestQueries, 'hasPendingRequest'>;
    },
  ) {}

  async summary(principal: Principal, locale: ApiLocale): Promise<Outcome<AccountSummary>> {
    const q = this.deps.queries;
    const p = await accountPlayer(q, principal, locale);
    const [activities, rounds, pending] = await Promise.all([
      q.ledgerPage(p.id, kindsOfType(0), null, 0, 0, RECENT_ROWS),
      q.roundPage(p.id, null, undefined, 0, RECENT_ROWS),
      this.deps.bonusRequests.hasPendingRequest(p.id),
    ]);
    return {
      data: {
        name: p.name,
        surname: p.surname,
        username: p.username,
        usercode: p.usercode,
        balance: minorToAmount(Number(p.balance_minor)),
        phone: p.phone,
        smsVerified: p.sms_verified,
        recentActivities: activities.map(activityOf),
        recentRounds: rounds.map(roundOf),
        pendingBonusRequest: pending,
      },
    };
  }

  async details(principal: Principal, locale: ApiLocale): Promise<Outcome<AccountDetails>> {
    const p = await accountPlayer(this.deps.queries, principal, locale);
    return {
      data: {
        name: p.name,
        surname: p.surname,
        username: p.username,
        email: p.email,
        phone: p.phone,
        smsVerified: p.sms_verified,
        personalNo: maskPersonalNo(p.personal_no),
        birthDate: String(p.birth_date),
        country: p.country ?? '',
        memberSince: new Date(p.created_at).toISOString(),
        // The operator's rule (KYC): identity fields are locked after registration; the phone
        // (re-verified by SMS) and the password are the player's to change.
        editable: ['phone', 'password'],
      },
    };
  }
}
