import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@oyna/test-kit';
import { sportsMessages } from '../../messages';
import { SlipPanel } from './slip-panel';
import { slipActions, slipSlice } from '../../lib/slip-slice';
import { galatasarayHomeWin } from './fixtures';

// The mask library as it arrives over the network: when the test says so (the kit's test setup
// loads it before the tests, unheld).
const mask: { held: boolean; arrive: () => void; fail: () => void; asked: number } = {
  held: false,
  arrive: () => undefined,
  fail: () => undefined,
  asked: 0,
};
jest.mock('@oyna/ui', () => {
  const actual = jest.requireActual('@oyna/ui');
  return {
    ...actual,
    loadMaskInput: () => {
      if (!mask.held) return actual.loadMaskInput();
      mask.asked += 1;
      return new Promise((resolve, reject) => {
        mask.arrive = () => resolve(actual.loadMaskInput());
        mask.fail = () => reject(new Error('chunk failed'));
      });
    },
  };
});

beforeEach(() => {
  mask.held = true;
  mask.asked = 0;
});

function slipWithSelection() {
  const view = renderWithProviders(<SlipPanel />, {
    slices: [slipSlice],
    messages: sportsMessages,
    locale: 'en',
  });
  act(() => {
    view.store.dispatch(slipActions.toggleSelection(galatasarayHomeWin));
  });
  return within(screen.getByTestId('bet-slip'));
}

describe('bet slip: the stake fields come with their mask', () => {
  it('shows no stake field to type into until the mask is here', async () => {
    const slip = slipWithSelection();
    expect(slip.getByRole('status')).toHaveTextContent('Loading the slip…');
    // The form's own chunk is here long before; the mask, asked for with it, is not.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(mask.asked).toBe(1);
    expect(slip.queryByLabelText('Stake on 1')).toBeNull();
    await act(async () => mask.arrive());
    expect(await slip.findByLabelText('Stake on 1')).not.toHaveAttribute('aria-busy');
  });

  it('still shows the form, with its plain stake input, when the mask fails to load', async () => {
    const slip = slipWithSelection();
    await act(async () => mask.fail());
    expect(await slip.findByLabelText('Stake on 1')).toBeInTheDocument();
  });
});
