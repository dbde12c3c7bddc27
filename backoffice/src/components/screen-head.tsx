import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';

/** A text of the back office's catalogue (or the shared one). */
export type TextId = NonNullable<MessageDescriptor['id']>;

/**
 * A screen's head: its title and one line on what it is for, with the screen's own actions
 * (refresh, new, download; text-button.tsx) on the right.
 */
export function ScreenHead({
  title,
  intro,
  children,
}: {
  title: TextId;
  intro: TextId;
  children?: ReactNode;
}) {
  return (
    <header className="bo-page__head">
      <div>
        <h1>
          <FormattedMessage id={title} />
        </h1>
        <p className="bo-dim">
          <FormattedMessage id={intro} />
        </p>
      </div>
      {children ? <div className="bo-page__actions">{children}</div> : null}
    </header>
  );
}

/** "Loading…" while a screen's first answer is on its way. */
export function Loading() {
  return (
    <p role="status">
      <FormattedMessage id="bo.app.loading" />
    </p>
  );
}

/** A load that failed: the screen's own words, then the api's reason (or the network's). */
export function LoadFailed({ label, error }: { label: TextId; error: string | null | undefined }) {
  const intl = useIntl();
  return (
    <p className="bo-error" role="alert">
      <FormattedMessage id={label} />
      {': '}
      {error || intl.formatMessage({ id: 'bo.app.networkError' })}
    </p>
  );
}
