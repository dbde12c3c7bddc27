import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  GameTransactionKind,
  type GameHistoryRequest,
  type GameRound,
  type RoutePageProps,
} from '@oyna/contracts';
import { SelectField } from '@oyna/ui';
import { AccountSection, ListState, Pager } from '../../components/list-state';
import { FilterForm, isoOfTyped, typedOfIso } from '../../components/date-range';
import { dateTime, lastDays, money } from '../../components/format';
import { useResource } from '../../components/use-resource';

/** Rounds per page of the game history. */
export const GAMES_PAGE_SIZE = 20;

/** The rows of a round list (also the dashboard's recent rounds). */
export function RoundRows({ items }: { items: GameRound[] }) {
  return (
    <ul className="account-rows">
      {items.map((r) => (
        <li key={r.id} className="account-row" data-testid="round-row">
          <span className="account-row-main">
            {r.game}
            <small>
              {r.provider} · {dateTime(r.time)}
            </small>
          </span>
          <span className="account-row-figures">
            <small>
              <FormattedMessage id="account.games.stake" /> {money(r.stake)} ·{' '}
              <FormattedMessage id="account.games.win" /> {money(r.win)}
            </small>
            <span className={r.net < 0 ? 'account-amount neg' : 'account-amount'}>
              {money(r.net)}
            </span>
          </span>
          <span className={`account-status ${r.kind === GameTransactionKind.Win ? 's1' : 's0'}`}>
            <FormattedMessage
              id={
                r.kind === GameTransactionKind.Win
                  ? 'account.games.kind.win'
                  : 'account.games.kind.bet'
              }
            />
          </span>
          {r.verifyUrl ? (
            <a href={r.verifyUrl} target="_blank" rel="noreferrer" className="account-link">
              <FormattedMessage id="account.games.verify" />
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

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
