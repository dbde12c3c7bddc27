import { remoteMessagesProblems } from '@oyna/contracts';
import { accountMessages } from './messages';

describe('account texts (docs/decisions/004)', () => {
  it('are unique account.* keys the shell accepts, with tr and en texts alike', () => {
    expect(remoteMessagesProblems('account', accountMessages)).toEqual([]);
  });

  it.each([
    ['account.phone.resend', 'Click to resend'],
    ['account.phone.sendCode', 'Send Code'],
    ['account.phone.verify', 'Verify'],
    ['account.phone.updateNumber', 'Update Number'],
    ['account.phone.verified', 'Verified'],
    ['account.phone.notVerified', 'Not Verified'],
    ['account.changePassword.submit', 'Change'],
  ] as const)('%s is the spec text (spec §2)', (key, text) => {
    expect(accountMessages[key].en).toBe(text);
  });
});
