import type { ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '@oyna/contracts';

/**
 * What a field, option or button is called: a message id of the i18n catalog (the contracts'
 * keys, or a remote's own once it ships its texts) or a ready element, e.g. a payment field's
 * name as the api sent it (`<>{field.key}</>`).
 */
export type LabelText = MessageKey | (string & Record<never, never>) | ReactElement;

export type LabelValues = Record<string, string | number>;

/** Formats a label in the interface language. */
export function useLabelText(): (label: LabelText, values?: LabelValues) => ReactNode {
  const intl = useIntl();
  return (label, values) =>
    typeof label === 'string' ? intl.formatMessage({ id: label }, values) : label;
}
