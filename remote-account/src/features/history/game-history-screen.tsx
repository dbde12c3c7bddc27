import { FormattedMessage, useIntl } from 'react-intl';
import { type GameHistoryRequest, type RoutePageProps } from '@oyna/contracts';
import { SelectField } from '@oyna/ui';
import { AccountSection } from '../../components/list-state';
import { PagedList, usePaging } from '../../components/paged-list';
import { FilterForm, isoOfTyped, typedOfIso } from '../../components/date-range';
import { lastDays } from '../../components/format';
import { accountCalls } from '../../lib/account-data/account-calls';
import { RoundRows } from '../../components/history-rows';

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
  const paging = usePaging<GameHistoryRequest>(() => ({
    ...lastDays(30),
    skip: 0,
    take: GAMES_PAGE_SIZE,
  }));
  const { query } = paging;
  const page = accountCalls.useCall('getGameHistory', query);
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
          paging.filter({
            game: f.game || undefined,
            from: isoOfTyped(f.from),
            to: isoOfTyped(f.to),
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
      <PagedList page={page} paging={paging} emptyText="account.games.empty">
        {(list) => <RoundRows items={list.items} />}
      </PagedList>
    </AccountSection>
  );
}
