import { Type } from '@sinclair/typebox';
import { enumValues, TransactionStatus, TransactionType } from '../../domain/enums';
import { Flag, Id, Input, OneOf, Skip, Take, Text, TEXT_MAX } from './formats';

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

export const AdminBonusRequestsQuerySchema = Input({
  status: Type.Optional(OneOf(['pending', 'approved', 'rejected'])),
  take: Type.Optional(Take(ACCOUNT_PAGE_MAX)),
});

export const AdminBonusDecisionSchema = Input({
  id: Id(),
  approve: Flag(),
  note: Type.Optional(Text(TEXT_MAX.message)),
});
