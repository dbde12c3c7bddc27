import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AdminSportsBet,
  Market,
  SportEventDetail,
  SportsTree,
  StaffRole,
} from '@oyna/contracts';
import { ApiError } from '../../lib/http';
import { renderApp, staffOf } from '../../test/render-app';

const t = (tr: string, en: string) => ({ tr, en });

function market(id: number, status: Market['status'], keys: [number, string, string, number][]) {
  return {
    id,
    eventId: 501,
    key: id === 900 ? '1x2' : 'total',
    name: id === 900 ? t('Maç sonucu', 'Match result') : t('Toplam gol', 'Total goals'),
    line: id === 900 ? null : 2.5,
    status,
    sortOrder: id,
    selections: keys.map(([sid, tr, en, odds]) => ({
      id: sid,
      marketId: id,
      key: en.toLowerCase(),
      name: t(tr, en),
      odds,
      status: 'active' as const,
    })),
  } as Market;
}

function eventOf(status1x2: Market['status'] = 'open'): SportEventDetail {
  return {
    id: 501,
    sportId: 1,
    competitionId: 2,
    home: 'Galatasaray',
    away: 'Fenerbahçe',
    startTime: '2026-11-29T17:00:00.000Z',
    status: 'upcoming',
    score: null,
    clock: null,
    mainMarket: null,
    marketCount: 2,
    sport: { id: 1, key: 'football', name: t('Futbol', 'Football'), esports: false },
    competition: { id: 2, sportId: 1, name: t('Süper Lig', 'Super League'), region: 'TR' },
    markets: [
      market(900, status1x2, [
        [9001, 'Ev sahibi', 'Home', 1.85],
        [9002, 'Beraberlik', 'Draw', 3.4],
        [9003, 'Deplasman', 'Away', 4.2],
      ]),
      market(901, 'open', [
        [9011, 'Üst', 'Over', 1.9],
        [9012, 'Alt', 'Under', 1.9],
      ]),
    ],
  } as unknown as SportEventDetail;
}

const tree: SportsTree = {
  kind: 'prematch',
  sports: [
    {
      id: 1,
      key: 'football',
      name: t('Futbol', 'Football'),
      esports: false,
      competitions: [
        {
          id: 2,
          sportId: 1,
          name: t('Süper Lig', 'Super League'),
          region: 'TR',
          events: [{ ...eventOf(), markets: undefined } as never],
        },
      ],
    },
  ],
} as unknown as SportsTree;

const bet: AdminSportsBet = {
  id: 77,
  playerId: 5,
  username: 'ayse',
  kind: 'combo',
  status: 'open',
  stake: 10,
  odds: 7.77,
  potentialReturn: 77.7,
  payout: null,
  live: false,
  placedAt: '2026-11-28T09:00:00.000Z',
  settledAt: null,
  cashoutAvailable: true,
  legs: [
    {
      selectionId: 9001,
      eventId: 501,
      marketId: 900,
      eventName: 'Galatasaray - Fenerbahçe',
      marketName: t('Maç sonucu', 'Match result'),
      selectionName: t('Ev sahibi', 'Home'),
      startTime: '2026-11-29T17:00:00.000Z',
      odds: 1.85,
      status: 'open',
    },
  ],
};

function answers(role: StaffRole = 'risk', extra: Record<string, unknown> = {}) {
  return {
    staffMe: staffOf(role, 'Rıza Risk'),
    getSportsTree: tree,
    getSportsEvent: eventOf(),
    adminSportsLiability: {
      eventId: 501,
      selections: [
        { selectionId: 9001, marketId: 900, bets: 3, stakes: 30, liability: 1250.5 },
        { selectionId: 9002, marketId: 900, bets: 1, stakes: 5, liability: 17 },
      ],
    },
    adminSportsEventBets: { eventId: 501, bets: [bet], total: 1 },
    ...extra,
  };
}

async function openEvent() {
  const user = userEvent.setup();
  const list = await screen.findByRole('navigation', { name: 'Events' });
  await user.click(await within(list).findByRole('button', { name: /Galatasaray – Fenerbahçe/ }));
  await screen.findByTestId('bo-event');
  return user;
}

const marketCard = (id: number) => screen.getByTestId(`bo-market-${id}`);

describe('the sportsbook screen', () => {
  it('lists the events and shows the chosen one: markets, prices, liability per selection (the top one marked) and its bets', async () => {
    const view = renderApp('/sportsbook', answers());
    await openEvent();
    expect(view.calls.find((c) => c.name === 'getSportsTree')?.payload).toEqual({
      kind: 'prematch',
    });
    const result = marketCard(900);
    expect(within(result).getByRole('heading', { name: 'Match result' })).toBeInTheDocument();
    expect(within(result).getByText('Open')).toBeInTheDocument();
    const home = within(result).getByRole('row', { name: /Home/ });
    expect(home).toHaveTextContent('1.85');
    expect(home).toHaveTextContent(/1,250\.50/);
    expect(home).toHaveClass('bo-market__top');
    expect(within(result).getByText(/^Top liability .*1,250\.50/)).toBeInTheDocument();
    // A selection without bets is at zero.
    expect(screen.getByTestId('bo-liability-9003')).toHaveTextContent(/^\D*0\.00/);
    expect(
      within(marketCard(901)).getByRole('heading', { name: 'Total goals (2.5)' }),
    ).toBeVisible();

    const bets = screen.getByRole('region', { name: 'Bets on this event' });
    const row = within(bets).getByRole('row', { name: /ayse/ });
    expect(row).toHaveTextContent('#77');
    expect(row).toHaveTextContent('Combo');
    expect(row).toHaveTextContent(/77\.70/);
    expect(view.calls.find((c) => c.name === 'adminSportsEventBets')?.payload).toEqual({
      eventId: 501,
      skip: 0,
      take: 20,
    });
  });

  it('suspends a market and the whole event: the calls, a toast, the event read again', async () => {
    let suspended = false;
    const view = renderApp(
      '/sportsbook',
      answers('risk', {
        getSportsEvent: () => eventOf(suspended ? 'suspended' : 'open'),
        adminSportsSetMarket: () => {
          suspended = true;
          return eventOf('suspended').markets[0];
        },
        adminSportsSetEvent: () => eventOf('suspended'),
      }),
    );
    const user = await openEvent();
    await user.click(
      within(marketCard(900)).getByRole('button', { name: 'Suspend: Match result' }),
    );
    expect(await screen.findByText('Market suspended')).toBeInTheDocument();
    expect(view.calls.find((c) => c.name === 'adminSportsSetMarket')?.payload).toEqual({
      marketId: 900,
      status: 'suspended',
    });
    expect(await within(marketCard(900)).findByText('Suspended')).toBeInTheDocument();
    expect(
      within(marketCard(900)).getByRole('button', { name: 'Reopen: Match result' }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Suspend the event' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.name === 'adminSportsSetEvent')?.payload).toEqual({
        eventId: 501,
        status: 'suspended',
      }),
    );
    expect(await screen.findByText('Every market of the event suspended')).toBeInTheDocument();
  });

  it('does not settle while the form is invalid, then settles with the winners and the reason', async () => {
    const view = renderApp(
      '/sportsbook',
      answers('risk', { adminSportsSettleMarket: { events: 1, settledBets: 4 } }),
    );
    const user = await openEvent();
    await user.click(
      within(marketCard(900)).getByRole('button', { name: 'Settle / void: Match result' }),
    );
    const form = screen.getByRole('form', { name: 'Match result: settle by hand' });
    await user.click(within(form).getByRole('button', { name: 'Record the result' }));
    expect(within(form).getAllByText('This field is required')).toHaveLength(2);

    await user.selectOptions(within(form).getByLabelText('Result'), 'Settle (the marked ones won)');
    await user.type(within(form).getByLabelText('Reason'), 'ok');
    await user.click(within(form).getByRole('button', { name: 'Record the result' }));
    expect(await within(form).findByText('Mark at least one winning selection')).toBeVisible();
    expect(view.calls.some((c) => c.name === 'adminSportsSettleMarket')).toBe(false);

    await user.click(within(form).getByRole('checkbox', { name: 'Home' }));
    await user.type(within(form).getByLabelText('Reason'), ' — result confirmed');
    await user.click(within(form).getByRole('button', { name: 'Record the result' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.name === 'adminSportsSettleMarket')?.payload).toEqual({
        marketId: 900,
        result: 'settle',
        winners: [9001],
        reason: 'ok — result confirmed',
      }),
    );
    expect(await screen.findByText('Market settled (4 bets)')).toBeInTheDocument();
  });

  it("voids a market and shows the api's refusal as an error toast", async () => {
    const view = renderApp(
      '/sportsbook',
      answers('owner', {
        adminSportsSettleMarket: new ApiError(400, 'This market is already settled'),
      }),
    );
    const user = await openEvent();
    await user.click(within(marketCard(901)).getByRole('button', { name: /Settle \/ void/ }));
    const form = screen.getByRole('form', { name: 'Total goals: settle by hand' });
    await user.selectOptions(within(form).getByLabelText('Result'), 'Void (stakes returned)');
    expect(within(form).queryByRole('group', { name: 'Winning selections' })).toBeNull();
    await user.type(within(form).getByLabelText('Reason'), 'Match abandoned');
    await user.click(within(form).getByRole('button', { name: 'Record the result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not done: This market is already settled',
    );
    expect(view.calls.find((c) => c.name === 'adminSportsSettleMarket')?.payload).toEqual({
      marketId: 901,
      result: 'void',
      reason: 'Match abandoned',
    });
  });

  it('lists the events still waiting for a result, from the admin call', async () => {
    const view = renderApp(
      '/sportsbook',
      answers('risk', {
        adminSportsUnsettled: [
          {
            id: 501,
            sport: t('Futbol', 'Football'),
            competition: t('Süper Lig', 'Super League'),
            home: 'Galatasaray',
            away: 'Fenerbahçe',
            startTime: '2026-11-20T17:00:00.000Z',
            status: 'ended',
            marketCount: 2,
          },
        ],
      }),
    );
    const user = userEvent.setup();
    await screen.findByRole('navigation', { name: 'Events' });
    await user.selectOptions(screen.getByLabelText('List'), 'Awaiting results');
    const list = screen.getByRole('navigation', { name: 'Events' });
    await user.click(await within(list).findByRole('button', { name: /Galatasaray – Fenerbahçe/ }));
    expect(await screen.findByTestId('bo-event')).toBeInTheDocument();
    expect(view.calls.some((c) => c.name === 'adminSportsUnsettled')).toBe(true);
    expect(within(list).getByRole('button', { name: /2 markets/ })).toBeInTheDocument();
  });

  it('shows the auditor the book without any action', async () => {
    renderApp('/sportsbook', answers('auditor'));
    await openEvent();
    expect(screen.getByTestId('bo-liability-9001')).toHaveTextContent(/1,250\.50/);
    expect(screen.queryByRole('button', { name: /Suspend/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Settle/ })).toBeNull();
  });

  it('is not open to support (not in the nav, "not allowed" by URL)', async () => {
    const view = renderApp('/sportsbook', { staffMe: staffOf('support') });
    expect(await screen.findByTestId('bo-not-allowed')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryByRole('link', { name: 'Sportsbook' })).toBeNull();
    expect(view.calls.some((c) => c.name === 'getSportsTree')).toBe(false);
  });

  it('is in Turkish by default, names in Turkish too', async () => {
    renderApp('/sportsbook', answers(), 'tr');
    const list = await screen.findByRole('navigation', { name: 'Karşılaşmalar' });
    await userEvent.setup().click(await within(list).findByRole('button', { name: /Galatasaray/ }));
    expect(await screen.findByRole('heading', { name: 'Maç sonucu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Askıya al: Maç sonucu' })).toBeInTheDocument();
    expect(screen.getByText('Tüm bahisleri askıya al')).toBeInTheDocument();
  });
});
