import type { MessageKey } from '@oyna/contracts';
import type { BackofficeMessageKey } from './app/catalog';

// Every <FormattedMessage id> and intl.formatMessage in the back office is checked against its
// own texts (app/catalog.ts) and the contracts' (the form kit's validation messages).
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey | BackofficeMessageKey;
    }
  }
}
