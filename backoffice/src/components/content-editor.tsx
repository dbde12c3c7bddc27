import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SubmitButton } from '@oyna/ui';
import type { TextId } from './screen-head';
import './pick-list.css';
import './content-editor.css';

/*
 * The pieces of the content desk's list-and-editor screens (slides, promotions, pages): the list
 * on the left, the chosen item's form with its tr/en preview beside it; stacked when narrow.
 */

/** The grid that holds the list and the editor. */
export function EditorGrid({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={wide ? 'bo-split bo-split--wide' : 'bo-split'}>{children}</div>;
}

/**
 * One item of the list: its name, whether it shows on the site, and a line of facts below; the
 * chosen one is marked for assistive technology too (aria-current).
 */
export function ContentItem({
  name,
  on,
  onLabel,
  offLabel,
  current,
  testId,
  onClick,
  children,
}: {
  name: string;
  on: boolean;
  onLabel: TextId;
  offLabel: TextId;
  current: boolean;
  testId: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="bo-texts__item bo-pick"
      aria-current={current ? 'true' : undefined}
      data-testid={testId}
      onClick={onClick}
    >
      <span className="bo-texts__name">{name}</span>
      <span className={`bo-badge ${on ? 'bo-badge--in' : 'bo-badge--out'}`}>
        <FormattedMessage id={on ? onLabel : offLabel} />
      </span>
      <span className="bo-dim bo-small">{children}</span>
    </button>
  );
}

/**
 * The chosen item's editor, titled "Editing #id" or "New …". Stacked (a phone or a narrow tablet),
 * the editor is below the list: each new choice brings it into view.
 */
export function EditorPane({
  selected,
  titleId,
  editTitle,
  newTitle,
  children,
}: {
  selected: number | 'new';
  titleId: string;
  editTitle: TextId;
  newTitle: TextId;
  children: ReactNode;
}) {
  const editor = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!window.matchMedia?.('(max-width: 900px)').matches) return;
    editor.current?.scrollIntoView?.({ block: 'start' });
  }, [selected]);
  return (
    <article ref={editor} className="bo-texts__editor" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {selected === 'new' ? (
          <FormattedMessage id={newTitle} />
        ) : (
          <FormattedMessage id={editTitle} values={{ id: selected }} />
        )}
      </h2>
      {children}
    </article>
  );
}

/** One language's fields in a box headed by the language's name. */
export function LanguageBox({
  locale,
  legend,
  children,
}: {
  locale: 'tr' | 'en';
  legend: TextId;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <fieldset lang={locale} className="bo-text-form__lang">
      <legend>{intl.formatMessage({ id: legend })}</legend>
      {children}
    </fieldset>
  );
}

/** Save (or create) and cancel under an editor's form; save waits while the form is invalid. */
export function FormButtons({
  save,
  cancel,
  pending,
  onCancel,
}: {
  save: TextId;
  cancel: TextId;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="bo-text-form__buttons">
      <SubmitButton label={save} pending={pending} className="bo-button" />
      <button type="button" className="bo-button bo-button--ghost" onClick={onCancel}>
        <FormattedMessage id={cancel} />
      </button>
    </div>
  );
}
