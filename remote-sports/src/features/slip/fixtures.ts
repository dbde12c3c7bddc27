import type { SlipPick } from '../../lib/slip-slice';

/** One open pre-match selection as the slip receives it (tests only). */
export const galatasarayHomeWin: SlipPick = {
  selectionId: 101,
  eventId: 1,
  eventName: 'Galatasaray - Fenerbahçe',
  marketName: 'Match result',
  selectionName: '1',
  odds: 1.85,
  suspended: false,
  live: false,
};
