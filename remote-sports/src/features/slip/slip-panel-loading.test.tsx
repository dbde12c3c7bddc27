import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@oyna/test-kit';
import { sportsMessages } from '../../messages';
import { SlipPanel } from './slip-panel';
import { slipActions, slipSlice } from '../../lib/slip-slice';
import { galatasarayHomeWin } from './fixtures';

// The slip's form (slip-form.tsx, with the form kit) is a chunk of its own: here it never
// arrives, so what the slip shows meanwhile can be seen.
jest.mock('./slip-form', () => ({
  __esModule: true,
  default: function PendingForm(): never {
    throw new Promise(() => undefined);
  },
}));

describe('bet slip while its form is on its way', () => {
  it.each([
    ['tr', 'Kupon yükleniyor…', 'Kupona eklemek için bir orana dokunun.'],
    ['en', 'Loading the slip…', 'Tap a price to add it to the slip.'],
  ] as const)(
    'draws at once when empty and says so once it has a selection (%s)',
    (locale, loading, empty) => {
      const view = renderWithProviders(<SlipPanel />, {
        slices: [slipSlice],
        messages: sportsMessages,
        locale,
      });
      const slip = screen.getByTestId('bet-slip');
      expect(within(slip).getByText(empty)).toBeInTheDocument();
      expect(within(slip).queryByRole('status')).toBeNull();

      act(() => {
        view.store.dispatch(slipActions.toggleSelection(galatasarayHomeWin));
      });
      expect(within(slip).getByRole('status')).toHaveTextContent(loading);
      // The bet-type buttons do not wait for the form.
      expect(within(slip).getByRole('group')).toBeInTheDocument();
    },
  );
});
