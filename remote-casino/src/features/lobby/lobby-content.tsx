import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useAppDispatch,
  useAppSelector,
  type CasinoCategory,
  type CatalogueGame,
  type RouteId,
} from '@oyna/contracts';
import { casinoActions, selectCasino, type CasinoRootState } from './casino-slice';
import { GameCard, SkeletonCards } from './game-card';
import './casino.css';

/** spec §2 Live casino category filters, by the games' tags. */
export const LIVE_FILTERS = [
  'all',
  'roulette',
  'blackjack',
  'poker',
  'baccarat',
  'dealer',
] as const;
type LiveFilter = (typeof LIVE_FILTERS)[number];

/** Which lobby a category of the bootstrap belongs to, by its first slug. */
export function lobbyOf(category: CasinoCategory): RouteId {
  const slug = category.slugList[0] ?? '';
  if (slug.startsWith('live-')) return 'casino.live';
  if (slug === 'bingo') return 'casino.bingo';
  if (slug === 'tvbets') return 'casino.tvbets';
  if (slug === 'virtual' || slug === 'crash' || slug === 'table-games') return 'casino.games';
  return 'casino.slot';
}

function GameGrid({
  games,
  loading,
  favourites,
}: {
  games: CatalogueGame[];
  loading: boolean;
  favourites: Set<string>;
}) {
  return (
    <ul className="casino-grid" aria-busy={loading}>
      {loading ? (
        <SkeletonCards />
      ) : (
        games.map((g) => (
          <GameCard
            key={`${g.mainProviderId}:${g.gameCode}`}
            game={g}
            favourite={favourites.has(g.gameCode)}
          />
        ))
      )}
    </ul>
  );
}

/**
 * The games of a casino area: search (slot and live are the search routes of spec §2), the
 * player's favourites, then each category of the bootstrap as a titled grid.
 */
export function CasinoLobby({ routeId }: { routeId: RouteId }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const all = useAppSelector((s) => s.bootstrap.casinoCategories ?? []);
  const loggedIn = useAppSelector((s) => s.session.loggedIn);
  const casino = useAppSelector((s) => selectCasino(s as CasinoRootState));
  const categories = useMemo(() => all.filter((c) => lobbyOf(c) === routeId), [all, routeId]);
  const live = routeId === 'casino.live';
  const searchable = live || routeId === 'casino.slot';
  const [filter, setFilter] = useState<LiveFilter>('all');
  const [query, setQuery] = useState('');

  const slugs = categories.map((c) => c.slugList[0] ?? '').join(',');
  useEffect(() => {
    if (slugs) dispatch(casinoActions.loadLobby({ slugs: slugs.split(',') }));
  }, [dispatch, slugs]);
  useEffect(() => {
    if (loggedIn) dispatch(casinoActions.loadFavourites());
  }, [dispatch, loggedIn]);

  const favourites = new Set(casino.favourites.games.map((g) => g.gameCode));
  const shown = (games: CatalogueGame[]) =>
    live && filter !== 'all' ? games.filter((g) => g.tags.includes(filter)) : games;
  const searching = searchable && query.trim() !== '';

  return (
    <>
      {searchable && (
        <div className="casino-search" role="search">
          <label htmlFor="casino-search">
            <FormattedMessage id="casino.search.label" />
          </label>
          <input
            id="casino-search"
            type="search"
            value={query}
            maxLength={100}
            autoComplete="off"
            placeholder={intl.formatMessage({ id: 'casino.search.placeholder' })}
            onChange={(e) => {
              setQuery(e.target.value);
              dispatch(casinoActions.search({ query: e.target.value, live }));
            }}
          />
        </div>
      )}
      {live && (
        <div
          className="casino-filters"
          role="group"
          aria-label={intl.formatMessage({ id: 'casino.filter.label' })}
        >
          {LIVE_FILTERS.map((f) => (
            <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)}>
              <FormattedMessage id={`casino.filter.${f}`} />
            </button>
          ))}
        </div>
      )}
      {searching ? (
        <section aria-labelledby="casino-search-results">
          <h2 id="casino-search-results">
            <FormattedMessage id="casino.search.results" />
          </h2>
          {casino.search.status === 'ready' && casino.search.results.length === 0 ? (
            <p role="status">
              <FormattedMessage id="casino.search.none" />
            </p>
          ) : (
            <GameGrid
              games={shown(casino.search.results)}
              loading={casino.search.status !== 'ready'}
              favourites={favourites}
            />
          )}
        </section>
      ) : (
        <>
          {loggedIn && casino.favourites.games.length > 0 && (
            <section aria-labelledby="casino-favourites">
              <h2 id="casino-favourites">
                <FormattedMessage id="casino.favourites" />
              </h2>
              <GameGrid
                games={shown(casino.favourites.games)}
                loading={false}
                favourites={favourites}
              />
            </section>
          )}
          {categories.map((c) => {
            const slug = c.slugList[0] ?? '';
            const state = casino.categories[slug];
            const games = shown(state?.games ?? []);
            const loading = state?.status !== 'ready';
            return (
              <section key={c.id} aria-labelledby={`casino-cat-${c.id}`}>
                <h2 id={`casino-cat-${c.id}`}>{c.name}</h2>
                {!loading && games.length === 0 ? (
                  <p className="casino-empty">
                    <FormattedMessage id="casino.category.empty" />
                  </p>
                ) : (
                  <GameGrid games={games} loading={loading} favourites={favourites} />
                )}
              </section>
            );
          })}
        </>
      )}
    </>
  );
}
