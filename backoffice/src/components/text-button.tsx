import { FormattedMessage } from 'react-intl';
import type { TextId } from './screen-head';

const KIND_CLASS = {
  main: 'bo-button',
  ghost: 'bo-button bo-button--ghost',
  link: 'bo-button bo-button--link',
} as const;

/**
 * A button that only says what it does: the screen's main action (`main`), a quieter one
 * (`ghost`, the default), or one that reads like a link (`link`).
 */
export function TextButton({
  label,
  onClick,
  kind = 'ghost',
  disabled,
}: {
  label: TextId;
  onClick: () => void;
  kind?: keyof typeof KIND_CLASS;
  disabled?: boolean;
}) {
  return (
    <button type="button" className={KIND_CLASS[kind]} disabled={disabled} onClick={onClick}>
      <FormattedMessage id={label} />
    </button>
  );
}
