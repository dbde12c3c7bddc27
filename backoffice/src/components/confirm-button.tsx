import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { TextButton } from './text-button';

type MessageId = FormatjsIntl.Message['ids'];

/**
 * A button whose action asks first: the first press shows the question with "yes" and "cancel"
 * in its place (no browser dialog, so it reads and tests like the rest of the page).
 */
export function ConfirmButton({
  label,
  question,
  values,
  yes,
  danger = false,
  disabled = false,
  onConfirm,
}: {
  label: MessageId;
  question: MessageId;
  values?: Record<string, string>;
  yes: MessageId;
  danger?: boolean;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const yesRef = useRef<HTMLButtonElement>(null);
  // The question takes the button's place: the keyboard's focus goes to its answer.
  useEffect(() => {
    if (asking) yesRef.current?.focus();
  }, [asking]);
  const tone = danger ? 'bo-button--danger' : 'bo-button--ok';
  if (!asking) {
    return (
      <button
        type="button"
        className="bo-button bo-button--ghost"
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        <FormattedMessage id={label} />
      </button>
    );
  }
  return (
    <span className="bo-confirm-inline" role="group">
      <span>
        <FormattedMessage id={question} values={values} />
      </span>
      <button
        ref={yesRef}
        type="button"
        className={`bo-button ${tone}`}
        disabled={disabled}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        <FormattedMessage id={yes} />
      </button>
      <TextButton label="bo.confirm.cancel" onClick={() => setAsking(false)} />
    </span>
  );
}
