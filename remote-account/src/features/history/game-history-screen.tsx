import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type GameHistoryRequest, type RoutePageProps } from '@oyna/contracts';
import { SelectField } from '@oyna/ui';
import { AccountSection, ListState, Pager } from '../../components/list-state';
import { FilterForm, isoOfTyped, typedOfIso } from '../../components/date-range';
import { lastDays } from '../../components/format';
import { useResource } from '../../components/use-resource';
import { RoundRows } from './history-rows';

/** Rounds per page of the game history. */
export const GAMES_PAGE_SIZE = 20;

interface Filter {
  game: string;
  from: string;
  to: string;
}

/**
 * /dashboard/game-history (spec §2): rounds with time, game, provider, stake, win, net and the
 * §3 kind (Win/Bet), filtered by date and game, paged; a built-in provider round links to its
 * provably fair verification page.
 */
export function GameHistoryScreen(_props: RoutePageProps) {
  const intl = useIntl();
  const [query, setQuery] = useState<GameHistoryRequest>(() => ({
    ...lastDays(30),
    skip: 0,
    take: GAMES_PAGE_SIZE,
  }));
  const page = useResource('games', query);
  const data = page.data;
  return (
    <AccountSection title={<FormattedMessage id="route.dashboard.game-history" />}>
      <FilterForm<Filter>
        label={intl.formatMessage({ id: 'account.filter.label' })}
        initialValues={{
          game: '',
          from: typedOfIso(query.from ?? ''),
          to: typedOfIso(query.to ?? ''),
        }}
        onSubmit={(f) =>
          setQuery({
            game: f.game || undefined,
            from: isoOfTyped(f.from),
            to: isoOfTyped(f.to),
            skip: 0,
            take: GAMES_PAGE_SIZE,
          })
        }
      >
        <SelectField
          name="game"
          label="account.filter.game"
          placeholder="account.games.all"
          options={(data?.games ?? []).map((g) => ({ value: g.code, label: <>{g.name}</> }))}
        />
      </FilterForm>
      <ListState
        status={page.status}
        empty={!data || data.items.length === 0}
        emptyText="account.games.empty"
        onRetry={page.reload}
      >
        {data ? <RoundRows items={data.items} /> : null}
      </ListState>
      {data ? (
        <Pager
          skip={query.skip}
          take={query.take}
          total={data.total}
          onPage={(skip) => setQuery({ ...query, skip })}
        />
      ) : null}
    </AccountSection>
  );
}
