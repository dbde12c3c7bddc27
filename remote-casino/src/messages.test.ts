import { remoteMessagesProblems } from '@oyna/contracts';
import { casinoMessages } from './messages';

describe('casino texts (docs/decisions/004)', () => {
  it('are unique casino.* keys the shell accepts, with tr and en texts alike', () => {
    expect(remoteMessagesProblems('casino', casinoMessages)).toEqual([]);
  });
});
