import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { loggedInSession, renderWithProviders } from '@oyna/test-kit';
import { sportsMessages } from '../messages';
import { bookSlice } from '../features/book/book-slice';
import { bookEvent, market1x2 } from '../features/book/fixtures';
import { MarketPrices } from '../features/book/event-list';
import { SlipPanel } from '../features/slip/slip-panel';
import { slipSlice, type SlipSelection } from '../lib/slip-slice';
import { slipTotals } from '../features/slip/slip-totals';

/** An event whose home win is priced at `odds`. */
const priced = (id: number, home: string, away: string, odds: number) => {
  const main = market1x2(id, [odds, 3.4, 4.2]);
  return bookEvent(id, home, away, { markets: [main], mainMarketId: main.id });
};

/** floor(kuruş × Π thousandths / 1000ⁿ): how the api books a return (contracts › bet-maths). */
function bookedMinor(stakeMinor: number, legsMilli: number[]): number {
  const numerator = legsMilli.reduce((acc, m) => acc * BigInt(m), BigInt(stakeMinor));
  return Number(numerator / BigInt(1000) ** BigInt(legsMilli.length));
}

const selection = (i: number, odds: number): SlipSelection => ({
  selectionId: 1000 + i,
  eventId: 10 + i,
  eventName: `Event ${i}`,
  marketName: 'Match result',
  selectionName: '1',
  odds,
  currentOdds: odds,
  suspended: false,
  live: false,
});

describe('the slip shows the return the api books', () => {
  it('shows ₺68,76 for ₺10 on 1.85 × 1.77 × 2.10 (combined odds shown 6.88)', async () => {
    const user = userEvent.setup();
    const list = [
      priced(1, 'Galatasaray', 'Fenerbahçe', 1.85),
      priced(2, 'Real Madrid', 'Barcelona', 1.77),
      priced(3, 'Arsenal', 'Chelsea', 2.1),
    ];
    renderWithProviders(
      <>
        {list.map((e) => (
          <MarketPrices key={e.id} event={e} market={e.markets[0]!} />
        ))}
        <SlipPanel />
      </>,
      {
        slices: [bookSlice, slipSlice],
        messages: sportsMessages,
        locale: 'en',
        preloadedState: { session: { ...loggedInSession, balance: 500 } },
      },
    );
    for (const [name, odds] of [
      ['Galatasaray - Fenerbahçe', '1.85'],
      ['Real Madrid - Barcelona', '1.77'],
      ['Arsenal - Chelsea', '2.10'],
    ]) {
      await user.click(screen.getByRole('button', { name: `${name}: 1 ${odds}` }));
    }
    await user.click(await screen.findByRole('button', { name: 'Combo' }));
    expect(screen.getByTestId('combo-odds')).toHaveTextContent('6.88');
    await user.type(screen.getByLabelText('Combo stake'), '10');
    expect(screen.getByTestId('slip-return')).toHaveTextContent('₺68,76');
  });

  it('computes every combo and every set of singles to the kuruş the api books', () => {
    const slips = fc.record({
      stakeMinor: fc.integer({ min: 100, max: 10_000_00 }),
      legsMilli: fc.array(fc.integer({ min: 1010, max: 50_000 }), { minLength: 1, maxLength: 20 }),
    });
    fc.assert(
      fc.property(slips, ({ stakeMinor, legsMilli }) => {
        const selections = legsMilli.map((m, i) => selection(i, m / 1000));
        const stake = stakeMinor / 100;
        const combo = slipTotals({ mode: 'combo', selections }, { stakes: {}, comboStake: stake });
        const booked = bookedMinor(stakeMinor, legsMilli);
        if (booked < 1e15) expect(Math.round(combo.ret * 100)).toBe(booked);
        const singles = slipTotals(
          { mode: 'singles', selections },
          {
            stakes: Object.fromEntries(selections.map((s) => [String(s.selectionId), stake])),
            comboStake: undefined,
          },
        );
        const each = legsMilli.map((m) => bookedMinor(stakeMinor, [m]));
        expect(Math.round(singles.ret * 100)).toBe(each.reduce((a, b) => a + b, 0));
        expect(Math.round(singles.stake * 100)).toBe(stakeMinor * legsMilli.length);
      }),
      { numRuns: 1000 },
    );
  });
});
