import { FormattedMessage } from 'react-intl';

/** An on/off switch (role switch): its name says what it turns on; busy while a change is on its way. */
export function Switch({
  on,
  label,
  busy,
  disabled,
  onChange,
}: {
  on: boolean;
  label: string;
  busy: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={busy || disabled}
      className={`bo-switch${on ? ' is-on' : ''}`}
      onClick={() => onChange(!on)}
    >
      <span className="bo-switch__knob" aria-hidden="true" />
      <span className="bo-switch__text">
        <FormattedMessage id={on ? 'bo.casino.enabled' : 'bo.casino.disabled'} />
      </span>
    </button>
  );
}
