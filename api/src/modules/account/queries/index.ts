// Every statement of the account area (spec §2 account routes): its history and profile reads,
// and the bonus offers and requests.
export { AccountQueries, type LedgerRow, type Period, type RoundRow } from './account';
export { BonusRequestQueries, type BonusRequestRow } from './bonus-requests';
