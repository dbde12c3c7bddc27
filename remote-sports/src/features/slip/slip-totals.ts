import { comboOdds, potentialReturn } from '../../lib/odds';
import type { SlipState } from './slip-slice';

/** The total the slip would debit: every single's stake, or the combo's. */
export function slipTotals(slip: SlipState): { stake: number; ret: number; odds: number } {
  if (slip.mode === 'combo') {
    const odds = comboOdds(slip.selections.map((s) => s.odds));
    const stake = slip.comboStake ?? 0;
    return { stake, ret: potentialReturn(stake, odds), odds };
  }
  let stake = 0;
  let ret = 0;
  for (const s of slip.selections) {
    const one = slip.stakes[String(s.selectionId)] ?? 0;
    stake += one;
    ret += potentialReturn(one, s.odds);
  }
  return { stake: Math.round(stake * 100) / 100, ret: Math.round(ret * 100) / 100, odds: 0 };
}
