import type { ApiClient, PlaceBetsResult, SportsConfig } from '@oyna/contracts';
import { renderWithProviders, type PreloadedState } from '@oyna/test-kit';
import { sportsMessages } from '../messages';
import { sportsCalls } from '../lib/sports-calls';
import { slipSlice } from '../lib/slip-slice';
import type { BookEvent } from '../features/book/book-model';
import { bookSlice } from '../features/book/book-slice';
import { MarketPrices } from '../features/book/event-list';
import { bookEvent } from '../features/book/fixtures';
import { SlipPanel } from '../features/slip/slip-panel';
import { watchSlip } from '../features/slip/slip-saga';

// The slip over the api, as the slip tests that place render it (tests only): two events' prices,
// the slip, its saga and the sports calls', the slip's rules as sports/config answers them, and
// sports/place's answer to a slip it took.

export const derby = bookEvent(1, 'Galatasaray', 'Fenerbahçe');
export const clasico = bookEvent(2, 'Beşiktaş', 'Trabzonspor');

/** The slip's rules (sports/config): ₺1 to ₺5000 a stake, 15 legs, quick stakes ₺5 and ₺20. */
export const SPORTS_CONFIG: SportsConfig = {
  minStake: 1,
  maxStake: 5000,
  maxPayout: 100000,
  maxLegs: 15,
  liveDelayMs: 0,
  quickStakes: [5, 20],
  cashoutFactor: 0.95,
};

/** sports/place's answer for a slip it took, with the player's balance after it. */
export const accepted = (balance: number): PlaceBetsResult => ({
  accepted: true,
  reason: null,
  message: null,
  bets: [],
  problems: [],
  balance,
});

/**
 * The prices of `events` (the derby and the clasico unless told) beside the slip, with the slip's
 * saga and the sports calls' over `api`, in `locale` (en unless told).
 */
export function renderSlipOver(
  api: ApiClient,
  {
    events = [derby, clasico],
    locale = 'en',
    preloadedState,
  }: { events?: BookEvent[]; locale?: 'en' | 'tr'; preloadedState?: PreloadedState } = {},
) {
  return renderWithProviders(
    <>
      {events.map((e) => (
        <MarketPrices key={e.id} event={e} market={e.markets[0]!} />
      ))}
      <SlipPanel />
    </>,
    {
      api,
      slices: [bookSlice, slipSlice, sportsCalls.slice],
      sagas: [watchSlip, sportsCalls.saga],
      messages: sportsMessages,
      locale,
      preloadedState,
    },
  );
}
