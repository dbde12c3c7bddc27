import { FormattedMessage } from 'react-intl';
import { TextButton } from './text-button';

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
      <TextButton
        label="bo.list.previous"
        disabled={busy || skip === 0}
        onClick={() => onPage(Math.max(0, skip - take))}
      />
      <span className="bo-dim">
        <FormattedMessage id="bo.list.range" values={{ first: skip + 1, last, total }} />
      </span>
      <TextButton
        label="bo.list.next"
        disabled={busy || last >= total}
        onClick={() => onPage(skip + take)}
      />
    </div>
  );
}
