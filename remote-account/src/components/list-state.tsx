import './account.css';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CallStatus } from '@oyna/contracts';
import type { AccountMessageKey } from '../messages';

interface ListStateProps {
  status: CallStatus;
  /** Nothing to show once loaded. */
  empty: boolean;
  emptyText: AccountMessageKey;
  onRetry: () => void;
  /** Placeholder rows while loading (space reserved for the late content). */
  rows?: number;
  children: ReactNode;
}

/**
 * Every account list: a skeleton while loading, an empty state with a helpful sentence, an
 * error state with Retry, else the content.
 */
export function ListState({
  status,
  empty,
  emptyText,
  onRetry,
  rows = 5,
  children,
}: ListStateProps) {
  if (status === 'idle' || (status === 'loading' && empty)) {
    return (
      <div className="account-skeleton" aria-busy="true" data-testid="account-skeleton">
        <span className="account-sr-only">
          <FormattedMessage id="account.loading" />
        </span>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="account-skeleton-row" />
        ))}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="account-error" role="alert">
        <p>
          <FormattedMessage id="account.loadFailed" />
        </p>
        <button type="button" className="account-button" onClick={onRetry}>
          <FormattedMessage id="account.retry" />
        </button>
      </div>
    );
  }
  if (empty) {
    return (
      <p className="account-empty">
        <FormattedMessage id={emptyText} />
      </p>
    );
  }
  return <div aria-busy={status === 'loading' || undefined}>{children}</div>;
}

interface PagerProps {
  skip: number;
  take: number;
  total: number;
  onPage: (skip: number) => void;
}

/** Previous / next over a paged list, with "page n of m". */
export function Pager({ skip, take, total, onPage }: PagerProps) {
  if (total <= take) return null;
  const page = Math.floor(skip / take) + 1;
  const pages = Math.ceil(total / take);
  return (
    <nav className="account-pager" aria-label="pagination">
      <button
        type="button"
        className="account-button"
        disabled={page <= 1}
        onClick={() => onPage(Math.max(0, skip - take))}
      >
        <FormattedMessage id="account.previous" />
      </button>
      <span>
        <FormattedMessage id="account.page" values={{ page, pages }} />
      </span>
      <button
        type="button"
        className="account-button"
        disabled={page >= pages}
        onClick={() => onPage(skip + take)}
      >
        <FormattedMessage id="account.next" />
      </button>
    </nav>
  );
}

/** The screen frame: its title (the route's) above the content. */
export function AccountSection({
  title,
  children,
  className = '',
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`account-screen page ${className}`} data-testid="account-page">
      <h1>{title}</h1>
      {children}
    </section>
  );
}
