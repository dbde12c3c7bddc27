import { potentialReturn, shownComboOdds, stakeToMinor } from '@oyna/contracts';
import type { SlipEntry, SlipState } from '../../lib/slip-slice';

/** A typed stake in kuruş; nothing while it is missing or not positive. */
const stakeMinor = (stake: number | undefined) =>
  stake !== undefined && Number.isFinite(stake) && stake > 0 ? stakeToMinor(stake) : 0;

/** A return in kuruş (potentialReturn answers whole kuruş in lira). */
const returnOf = (stake: number | undefined, odds: number[]) =>
  Math.round(potentialReturn(stake, odds) * 100);

/**
 * The total the slip would debit with the stakes entered, and its potential return: every
 * single's, or the combo's, by
 * the api's own rule (contracts › bet-maths: floor(stake × the exact product), in kuruş); the
 * combined odds shown are rounded to two decimals and never enter the return.
 */
export function slipTotals(
  slip: Pick<SlipState, 'mode' | 'selections'>,
  entry: Pick<SlipEntry, 'stakes' | 'comboStake'>,
): { stake: number; ret: number; odds: number } {
  if (slip.mode === 'combo') {
    const legs = slip.selections.map((s) => s.odds);
    return {
      stake: stakeMinor(entry.comboStake) / 100,
      ret: returnOf(entry.comboStake, legs) / 100,
      odds: shownComboOdds(legs),
    };
  }
  let stake = 0;
  let ret = 0;
  for (const s of slip.selections) {
    const one = entry.stakes[String(s.selectionId)];
    stake += stakeMinor(one);
    ret += returnOf(one, [s.odds]);
  }
  return { stake: stake / 100, ret: ret / 100, odds: 0 };
}
