import { useState, type ReactNode } from 'react';
import type { CallStatus } from '@oyna/contracts';
import type { AccountMessageKey } from '../messages';
import { ListState, Pager } from './list-state';

/** The paging part of a list's query (spec §2 account lists: skip and take). */
export interface PageQuery {
  skip: number;
  take: number;
}

export interface Paging<Q extends PageQuery> {
  /** The query the list is loaded with. */
  query: Q;
  /** A new filter: from the first page, with the list's page size. */
  filter: (filter: Omit<Q, 'skip' | 'take'>) => void;
  /** Another page of the same filter. */
  goTo: (skip: number) => void;
}

/**
 * The query of a paged account list (financial activities, game history, bonuses): a filter
 * starts again at the first page, the pager moves within it.
 */
export function usePaging<Q extends PageQuery>(initial: () => Q): Paging<Q> {
  const [query, setQuery] = useState<Q>(initial);
  return {
    query,
    filter: (filter) =>
      setQuery((current) => ({ ...current, ...filter, skip: 0, take: current.take })),
    goTo: (skip) => setQuery((current) => ({ ...current, skip })),
  };
}

interface PagedListProps<D extends { items: readonly unknown[]; total: number }> {
  /** The list's call (`accountCalls.useCall(name, paging.query)`). */
  page: { status: CallStatus; data: D | null; reload: () => void };
  paging: Pick<Paging<PageQuery>, 'query' | 'goTo'>;
  emptyText: AccountMessageKey;
  /** Placeholder rows while loading. */
  rows?: number;
  children: (data: D) => ReactNode;
}

/**
 * Every paged account list: the list's states (skeleton, empty sentence, error with Retry) and,
 * once loaded, previous / next with "page n of m".
 */
export function PagedList<D extends { items: readonly unknown[]; total: number }>({
  page,
  paging,
  emptyText,
  rows,
  children,
}: PagedListProps<D>) {
  const { data } = page;
  return (
    <>
      <ListState
        status={page.status}
        empty={!data || data.items.length === 0}
        emptyText={emptyText}
        onRetry={page.reload}
        {...(rows ? { rows } : {})}
      >
        {data ? children(data) : null}
      </ListState>
      {data ? (
        <Pager
          skip={paging.query.skip}
          take={paging.query.take}
          total={data.total}
          onPage={paging.goTo}
        />
      ) : null}
    </>
  );
}
