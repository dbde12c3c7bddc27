import type { MessageKey } from '@oyna/contracts';
import type { AccountMessageKey } from './messages';

// <FormattedMessage id> and intl.formatMessage in this remote accept its own keys and the shell's
// (contracts), which are always on the page: a typo or another remote's key does not compile.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: AccountMessageKey | MessageKey;
    }
  }
}
