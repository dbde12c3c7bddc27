import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCasinoCategoryRecord, AdminCasinoGameRecord } from '@oyna/contracts';
import { ApiError } from '../../lib/http';
import { renderApp, staffOf } from '../../test/render-app';

const slots: AdminCasinoCategoryRecord = {
  id: 1,
  slugList: ['slot'],
  sort: 1,
  enabled: true,
  names: { tr: 'Slot Oyunları', en: 'Slots' },
  games: 1,
};
const bingo: AdminCasinoCategoryRecord = {
  id: 2,
  slugList: ['bingo'],
  sort: 2,
  enabled: false,
  names: { tr: 'Tombala', en: 'Bingo' },
  games: 0,
};
const sultan: AdminCasinoGameRecord = {
  id: 12,
  gameCode: 'sultan-gold',
  mainProviderId: 1,
  providerName: 'Oyna',
  image: '/api/cms/media/game-sultan.svg',
  live: false,
  enabled: true,
  sort: 3,
  names: { tr: 'Sultan Altını', en: 'Sultan Gold' },
  categoryIds: [1],
};

function answers(extra: Record<string, unknown> = {}) {
  return {
    staffMe: staffOf('content'),
    adminCasinoCategories: [slots, bingo],
    adminCasinoGames: { items: [sultan], total: 1 },
    adminEnableCasinoGame: { id: 12 },
    adminEnableCasinoCategory: { id: 2 },
    adminPlaceCasinoGame: { id: 12 },
    ...extra,
  };
}

describe('Casino catalogue (the back office › content)', () => {
  it('shows every category and game with both languages’ names', async () => {
    renderApp('/content/casino', answers());
    const game = await screen.findByTestId('bo-game-12');
    expect(within(game).getByText('Sultan Altını')).toHaveAttribute('lang', 'tr');
    expect(within(game).getByText('Sultan Gold')).toHaveAttribute('lang', 'en');
    const category = screen.getByTestId('bo-category-2');
    expect(within(category).getByText('Tombala')).toBeVisible();
    expect(within(category).getByText('Bingo')).toBeVisible();
    expect(
      within(category).getByRole('switch', { name: 'Category Bingo on the site' }),
    ).toHaveAttribute('aria-checked', 'false');
  });

  it('switches a game off and a category on, each with its own call', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/content/casino', answers());
    const gameSwitch = await screen.findByRole('switch', { name: 'Sultan Gold on the site' });
    await user.click(gameSwitch);
    await waitFor(() => expect(gameSwitch).toHaveAttribute('aria-checked', 'false'));
    expect(calls.find((c) => c.name === 'adminEnableCasinoGame')?.payload).toEqual({
      id: 12,
      enabled: false,
    });
    await user.click(screen.getByRole('switch', { name: 'Category Bingo on the site' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'adminEnableCasinoCategory')?.payload).toEqual({
        id: 2,
        enabled: true,
      }),
    );
    expect(await screen.findByText('Sultan Gold updated')).toBeInTheDocument();
  });

  it('puts a game into a category, and keeps it out when the api refuses', async () => {
    const user = userEvent.setup();
    const { calls, answers: fake } = renderApp('/content/casino', answers());
    await user.click(await screen.findByRole('button', { name: 'Edit its categories' }));
    const box = screen.getByRole('checkbox', { name: 'Sultan Gold — Bingo' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(calls.find((c) => c.name === 'adminPlaceCasinoGame')?.payload).toEqual({
      gameId: 12,
      categoryId: 2,
      placed: true,
    });
    expect(within(screen.getByTestId('bo-category-2')).getByText(/1 game\b/)).toBeVisible();

    fake.adminPlaceCasinoGame = new ApiError(404, 'Category not found');
    const slotBox = screen.getByRole('checkbox', { name: 'Sultan Gold — Slots' });
    await user.click(slotBox);
    expect(
      await screen.findByText('The change could not be saved: Category not found'),
    ).toBeInTheDocument();
    expect(slotBox).toBeChecked();
  });

  it('asks for the games of a category and for a search, from the first page', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/content/casino', answers());
    await user.click(await screen.findByRole('button', { name: /Tombala/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'adminCasinoGames').at(-1)?.payload).toEqual({
        categoryId: 2,
        skip: 0,
        take: 25,
      }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Find a game (name or code)' }), 'sultan');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'adminCasinoGames').at(-1)?.payload).toEqual({
        categoryId: 2,
        q: 'sultan',
        skip: 0,
        take: 25,
      }),
    );
  });

  it('is in Turkish by default', async () => {
    renderApp('/content/casino', answers(), 'tr');
    expect(
      await screen.findByRole('heading', { name: 'Casino oyunları ve kategorileri', level: 1 }),
    ).toBeVisible();
    expect(await screen.findByRole('switch', { name: 'Sultan Altını sitede' })).toBeVisible();
  });
});
