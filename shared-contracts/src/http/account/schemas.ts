import { Type, type Static } from '@sinclair/typebox';
import { enumValues, TransactionStatus, TransactionType } from '../../domain/enums';
import { Flag, Id, Input, NoInput, OneOf, Skip, Take, Text, TEXT_MAX } from '../schemas/formats';

/** Request schemas of the account area (spec §2 account routes; beyond §7). */

/** Page sizes of the account lists: a page never holds more than this. */
export const ACCOUNT_PAGE_MAX = 100;

/** A calendar day, YYYY-MM-DD: the service checks that it is one (a 400 in the form's words). */
const Day = () => Text(10);

/** spec §3 transaction type All0, Deposit1, Withdraw2. */
const Type3 = () => OneOf(enumValues(TransactionType));
/** spec §3 transaction status None0 … Created6; None (0) as a filter means any status. */
const Status3 = () => OneOf(enumValues(TransactionStatus));

export const FinancialActivitiesRequestSchema = Input({
  type: Type3(),
  status: Status3(),
  from: Type.Optional(Day()),
  to: Type.Optional(Day()),
  skip: Skip(),
  take: Take(ACCOUNT_PAGE_MAX),
});

/** The same filters without paging: the CSV of the whole chosen range. */
export const FinancialExportRequestSchema = Input({
  type: Type3(),
  status: Status3(),
  from: Type.Optional(Day()),
  to: Type.Optional(Day()),
});

export const GameHistoryRequestSchema = Input({
  from: Type.Optional(Day()),
  to: Type.Optional(Day()),
  /** A game code from the list the history offers ('' or absent: every game). */
  game: Type.Optional(Text(TEXT_MAX.field)),
  skip: Skip(),
  take: Take(ACCOUNT_PAGE_MAX),
});

export const BonusRequestPayloadSchema = Input({ offer: Text(40) });

export const BonusListRequestSchema = Input({ skip: Skip(), take: Take(ACCOUNT_PAGE_MAX) });

/** The player gives up an active bonus: its bonus money is removed, cash stays. */
export const BonusForfeitPayloadSchema = Input({ bonusId: Id() });

export const AdminBonusRequestsQuerySchema = Input({
  status: Type.Optional(OneOf(['pending', 'approved', 'rejected'])),
  take: Type.Optional(Take(ACCOUNT_PAGE_MAX)),
});

export const AdminBonusDecisionSchema = Input({
  id: Id(),
  approve: Flag(),
  note: Type.Optional(Text(TEXT_MAX.message)),
});

/** The request schema of each account-area call (calls.ts), by the call's name. */
export const ACCOUNT_REQUEST_SCHEMAS = {
  getAccountSummary: NoInput,
  getAccountDetails: NoInput,
  getFinancialActivities: FinancialActivitiesRequestSchema,
  exportFinancialActivities: FinancialExportRequestSchema,
  getGameHistory: GameHistoryRequestSchema,
  getBonusOffers: NoInput,
  requestBonus: BonusRequestPayloadSchema,
  getBonuses: BonusListRequestSchema,
  forfeitBonus: BonusForfeitPayloadSchema,
  getSessions: NoInput,
  endOtherSessions: NoInput,
  adminBonusRequests: AdminBonusRequestsQuerySchema,
  adminDecideBonusRequest: AdminBonusDecisionSchema,
} as const;

// ── request types (the schemas are their source) ─────────────────────────────────────────────

export type FinancialActivitiesRequest = Static<typeof FinancialActivitiesRequestSchema>;

export type FinancialExportRequest = Static<typeof FinancialExportRequestSchema>;

export type GameHistoryRequest = Static<typeof GameHistoryRequestSchema>;

export type BonusRequestPayload = Static<typeof BonusRequestPayloadSchema>;

export type BonusListRequest = Static<typeof BonusListRequestSchema>;

export type BonusForfeitPayload = Static<typeof BonusForfeitPayloadSchema>;

export type AdminBonusRequestsQuery = Static<typeof AdminBonusRequestsQuerySchema>;

export type AdminBonusDecision = Static<typeof AdminBonusDecisionSchema>;
