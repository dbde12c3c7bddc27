import { remoteMessagesProblems } from '@oyna/contracts';
import { sportsMessages } from './messages';

describe('sports texts (docs/decisions/004)', () => {
  it('are unique sports.* keys the shell accepts, with tr and en texts alike', () => {
    expect(remoteMessagesProblems('sports', sportsMessages)).toEqual([]);
  });
});
