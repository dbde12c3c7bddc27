import { events } from '@oyna/contracts';
import { dispatchedBy } from '@oyna/test-kit';
import { watchSportsSession } from './sports-saga';
import { sessionRenewed, sportsSlice } from './sports-slice';

describe('sports session', () => {
  it("renews the sportsbook session whenever the shell reports the player's session changed", async () => {
    const out = await dispatchedBy(
      watchSportsSession,
      {},
      events.sessionChanged({ loggedIn: true, username: 'oyuncu1' }),
      events.sessionChanged({ loggedIn: false, username: null }),
    );
    expect(out).toEqual([sessionRenewed(), sessionRenewed()]);
    const state = out.reduce(sportsSlice.reducer, sportsSlice.getInitialState());
    expect(state.sessionGeneration).toBe(2);
  });
});
