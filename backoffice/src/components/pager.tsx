import { FormattedMessage } from 'react-intl';

/**
 * Previous and next over a paged list (skip/take), with where the page is: "21–40 of 57".
 * Nothing when everything fits on one page.
 */
export function Pager({
  skip,
  take,
  total,
  onPage,
  busy = false,
}: {
  skip: number;
  take: number;
  total: number;
  onPage: (skip: number) => void;
  busy?: boolean;
}) {
  if (total <= take && skip === 0) return null;
  const last = Math.min(skip + take, total);
  return (
    <div className="bo-pager">
      <button
        type="button"
        className="bo-button bo-button--ghost"
        disabled={busy || skip === 0}
        onClick={() => onPage(Math.max(0, skip - take))}
      >
        <FormattedMessage id="bo.list.previous" />
      </button>
      <span className="bo-dim">
        <FormattedMessage id="bo.list.range" values={{ first: skip + 1, last, total }} />
      </span>
      <button
        type="button"
        className="bo-button bo-button--ghost"
        disabled={busy || last >= total}
        onClick={() => onPage(skip + take)}
      >
        <FormattedMessage id="bo.list.next" />
      </button>
    </div>
  );
}
