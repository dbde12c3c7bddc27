import { remoteMessagesProblems } from '@oyna/contracts';
import { paymentsMessages } from './messages';

describe('payments texts (docs/decisions/004)', () => {
  it('are unique payments.* keys the shell accepts, with tr and en texts alike', () => {
    expect(remoteMessagesProblems('payments', paymentsMessages)).toEqual([]);
  });
});
