import type { LentDialogTitleKey, MessageKey } from '@oyna/contracts';

// Every <FormattedMessage id> and intl.formatMessage in the shell is checked against the texts
// the shell carries itself (the contracts' catalog). A remote's texts arrive only when it loads
// (docs/decisions/004), so the shell never names one, except a lent dialog's title.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey | LentDialogTitleKey;
    }
  }
}
