import { events } from '@oyna/contracts';
import { dispatchedBy } from '../../../../scripts/jest/run-saga';
import { watchGameRequests } from './casino-saga';
import { gameRequested, searchRequested } from './casino-slice';

const aviator = { gameCode: 'aviator', mainProviderId: 7, name: 'Aviator' };

describe('game requests (spec §4 Opening a game)', () => {
  it('opens the login form for a visitor who opens a game or searches one', async () => {
    const visitor = { session: { loggedIn: false } };
    const out = await dispatchedBy(
      watchGameRequests,
      visitor,
      events.openGame({ game: aviator }),
      events.openFirstGameFound({ search: 'Aviator', live: false }),
    );
    expect(out).toEqual([events.requireLogin(), events.requireLogin()]);
  });

  it("keeps a player's request for the lobby to launch", async () => {
    const player = { session: { loggedIn: true } };
    const out = await dispatchedBy(
      watchGameRequests,
      player,
      events.openGame({ game: aviator }),
      events.openFirstGameFound({ search: 'Aviator', live: true }),
    );
    expect(out).toEqual([
      gameRequested(aviator),
      searchRequested({ search: 'Aviator', live: true }),
    ]);
  });
});
