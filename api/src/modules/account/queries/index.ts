// Every statement of the account area (spec §2 account routes): its history and profile reads,
// the bonus offers and requests, and the bonuses list.
export { AccountQueries, type LedgerRow, type Period, type RoundRow } from './account';
export { BonusRequestQueries, type BonusRequestRow } from './bonus-requests';
export { PlayerBonusQueries, type BonusListKey, type PlayerBonusListRow } from './player-bonuses';
