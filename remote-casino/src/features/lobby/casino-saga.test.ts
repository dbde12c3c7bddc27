import { events } from '@oyna/contracts';
import { dispatchedBy } from '@oyna/test-kit';
import { watchGameRequests } from './casino-saga';

const aviator = { gameCode: 'aviator', mainProviderId: 7, name: 'Aviator' };
const requests = [
  events.openGame({ game: aviator }),
  events.openFirstGameFound({ search: 'Aviator', live: false }),
];

describe('game requests (spec §4 Opening a game)', () => {
  it('opens the login form for a visitor who opens a game or searches one', async () => {
    const out = await dispatchedBy(
      watchGameRequests,
      { session: { loggedIn: false } },
      ...requests,
    );
    expect(out).toEqual([events.requireLogin(), events.requireLogin()]);
  });

  it('never asks a player to log in', async () => {
    const out = await dispatchedBy(watchGameRequests, { session: { loggedIn: true } }, ...requests);
    expect(out).toEqual([]);
  });
});
