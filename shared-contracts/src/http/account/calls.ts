import type {
  AccountDetails,
  AccountSummary,
  AdminBonusRequest,
  BonusListPage,
  BonusOffer,
  EndSessionsResult,
  FinancialActivitiesPage,
  FinancialExport,
  GameHistoryPage,
  PlayerBonus,
  SessionRecord,
} from '../../domain/account';
import { endpoint, type CallsOf, type NoPayload } from '../endpoint-def';
import type {
  ACCOUNT_REQUEST_SCHEMAS,
  AdminBonusDecision,
  AdminBonusRequestsQuery,
  BonusForfeitPayload,
  BonusListRequest,
  BonusRequestPayload,
  FinancialActivitiesRequest,
  FinancialExportRequest,
  GameHistoryRequest,
} from './schemas';

/**
 * The account area (spec §2 account routes; beyond §7): only the caller's own rows; and the
 * operators' bonus-request queue.
 */
export const ACCOUNT_CALLS = {
  getAccountSummary: endpoint<NoPayload, AccountSummary>().get('account/summary', 'player'),
  getAccountDetails: endpoint<NoPayload, AccountDetails>().get('account/details', 'player'),
  getFinancialActivities: endpoint<FinancialActivitiesRequest, FinancialActivitiesPage>().post(
    'account/financialactivities',
    'player',
  ),
  exportFinancialActivities: endpoint<FinancialExportRequest, FinancialExport>().post(
    'account/financialactivities/csv',
    'player',
  ),
  getGameHistory: endpoint<GameHistoryRequest, GameHistoryPage>().post(
    'account/gamehistory',
    'player',
  ),
  getBonusOffers: endpoint<NoPayload, BonusOffer[]>().get('account/bonusoffers', 'player'),
  requestBonus: endpoint<BonusRequestPayload, PlayerBonus>().post('account/bonusrequest', 'player'),
  getBonuses: endpoint<BonusListRequest, BonusListPage>().post('account/bonuses', 'player'),
  forfeitBonus: endpoint<BonusForfeitPayload, PlayerBonus>().post('account/bonusforfeit', 'player'),
  getSessions: endpoint<NoPayload, SessionRecord[]>().get('account/sessions', 'player'),
  endOtherSessions: endpoint<NoPayload, EndSessionsResult>().post(
    'account/endothersessions',
    'player',
  ),
  adminBonusRequests: endpoint<AdminBonusRequestsQuery, AdminBonusRequest[]>().get(
    'admin/bonusrequests',
    'admin',
  ),
  adminDecideBonusRequest: endpoint<AdminBonusDecision, AdminBonusRequest>().post(
    'admin/bonusrequest',
    'admin',
  ),
} as const satisfies CallsOf<typeof ACCOUNT_REQUEST_SCHEMAS>;
