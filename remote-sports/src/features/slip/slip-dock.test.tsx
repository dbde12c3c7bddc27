import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@oyna/test-kit';
import { sportsMessages } from '../../messages';
import { SlipDock } from './slip-dock';
import { selectSlip, slipActions, slipSlice } from '../../lib/slip-slice';
import { galatasarayHomeWin } from './fixtures';

function phone(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const pick = galatasarayHomeWin;

const renderDock = () =>
  renderWithProviders(<SlipDock />, {
    slices: [slipSlice],
    messages: sportsMessages,
    locale: 'en',
  });

describe('where the slip lives', () => {
  afterEach(() => {
    delete (window as Partial<typeof window>).matchMedia;
  });

  it('on a phone: a count badge opens the slip as a bottom sheet; Escape closes it', async () => {
    phone(true);
    const user = userEvent.setup();
    const view = renderDock();
    expect(screen.queryByRole('button', { name: /Bet slip/ })).toBeNull();
    act(() => {
      view.store.dispatch(slipActions.toggleSelection(pick));
    });
    await user.click(screen.getByRole('button', { name: 'Bet slip, selections: 1' }));
    const sheet = screen.getByRole('dialog', { name: 'Bet slip' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(await screen.findByLabelText('Stake on 1')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(selectSlip(view.store.getState()).sheetOpen).toBe(false);
  });

  it('on a phone: a stake typed in the sheet is still there when the sheet opens again', async () => {
    phone(true);
    const user = userEvent.setup();
    const view = renderDock();
    act(() => {
      view.store.dispatch(slipActions.toggleSelection(pick));
    });
    const badge = screen.getByRole('button', { name: 'Bet slip, selections: 1' });
    await user.click(badge);
    await user.type(await screen.findByLabelText('Stake on 1'), '40');
    await user.click(screen.getByRole('button', { name: 'Close the bet slip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByLabelText('Stake on 1')).not.toBeVisible();
    await user.click(badge);
    expect(screen.getByRole('dialog', { name: 'Bet slip' })).toBeVisible();
    expect(screen.getByLabelText('Stake on 1')).toHaveValue('40');
  });

  it('on a desktop: the side column, no badge', () => {
    phone(false);
    renderDock();
    expect(screen.getByRole('region', { name: /Bet slip/ })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
