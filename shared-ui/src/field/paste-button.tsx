import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageKey } from '@oyna/contracts';

/** The clipboard's text, or why it could not be read. */
export async function readClipboardText(): Promise<
  { text: string } | { problem: Extract<MessageKey, `form.clipboard${string}`> }
> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  // Older browsers and pages outside a secure context have no async clipboard.
  if (!clipboard || typeof clipboard.readText !== 'function') {
    return { problem: 'form.clipboardUnavailable' };
  }
  try {
    const text = (await clipboard.readText()).trim();
    return text ? { text } : { problem: 'form.clipboardEmpty' };
  } catch {
    // NotAllowedError: the person (or the browser's policy) refused the permission.
    return { problem: 'form.clipboardDenied' };
  }
}

/**
 * spec §2: "Fields Iban and CardNo show a paste-from-clipboard button". Its accessible name is
 * 'Paste' followed by the field's label ('Paste Iban'); when the clipboard cannot be read it says
 * so under the field instead of failing silently.
 */
export function PasteButton({
  labelledBy,
  onText,
  onProblem,
}: {
  labelledBy: string;
  onText: (text: string) => void;
  onProblem: (problem: MessageKey) => void;
}) {
  const id = useId();
  return (
    <button
      type="button"
      id={id}
      className="ui-field__paste"
      aria-labelledby={`${id} ${labelledBy}`}
      onClick={async () => {
        const read = await readClipboardText();
        if ('text' in read) onText(read.text);
        else onProblem(read.problem);
      }}
    >
      <FormattedMessage id="form.paste" />
    </button>
  );
}
