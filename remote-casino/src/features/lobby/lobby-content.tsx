import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useAppDispatch,
  useAppSelector,
  type CasinoCategory,
  type CatalogueGame,
  type RouteId,
} from '@oyna/contracts';
import { casinoActions } from './casino-actions';
import {
  answeredFor,
  casinoCalls,
  categorySlot,
  FAVOURITES_SLOT,
  favouritesQuery,
  gamesOf,
  SEARCH_SLOT,
  searchQuery,
} from './casino-calls';
import { GameCard, SkeletonCards } from './game-card';
import { usePrefetchGamesOnView } from './game-prefetch';
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

const NO_CATEGORIES: CasinoCategory[] = [];

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
  const grid = useRef<HTMLUListElement>(null);
  const loggedIn = useAppSelector((s) => s.session.loggedIn);
  // The game frame's files are fetched ahead once a player's tiles are in view.
  usePrefetchGamesOnView(grid, loggedIn && !loading && games.length > 0);
  return (
    <ul ref={grid} className="casino-grid" aria-busy={loading}>
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

/** One category of the bootstrap as a titled grid; its games are loaded by the lobby's saga. */
function CategorySection({
  category,
  shown,
  favourites,
}: {
  category: CasinoCategory;
  shown: (games: CatalogueGame[]) => CatalogueGame[];
  favourites: Set<string>;
}) {
  const slug = category.slugList[0] ?? '';
  const slot = useAppSelector(casinoCalls.selectSlot('getCasinoGames', categorySlot(slug)));
  const games = shown(gamesOf(slot));
  // Cards keep their space (skeletons) until the category has answered: a later batch waits.
  const loading = slot.status === 'idle' || slot.status === 'loading';
  return (
    <section aria-labelledby={`casino-cat-${category.id}`}>
      <h2 id={`casino-cat-${category.id}`}>{category.name}</h2>
      {!loading && games.length === 0 ? (
        <p className="casino-empty">
          <FormattedMessage id="casino.category.empty" />
        </p>
      ) : (
        <GameGrid games={games} loading={loading} favourites={favourites} />
      )}
    </section>
  );
}

/**
 * The games of a casino area: search (slot and live are the search routes of spec §2), the
 * player's favourites, then each category of the bootstrap as a titled grid.
 */
export function CasinoLobby({ routeId }: { routeId: RouteId }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const all = useAppSelector((s) => s.bootstrap.casinoCategories ?? NO_CATEGORIES);
  const loggedIn = useAppSelector((s) => s.session.loggedIn);
  const categories = useMemo(() => all.filter((c) => lobbyOf(c) === routeId), [all, routeId]);
  const live = routeId === 'casino.live';
  const searchable = live || routeId === 'casino.slot';
  const [filter, setFilter] = useState<LiveFilter>('all');
  const [query, setQuery] = useState('');

  const slugs = categories.map((c) => c.slugList[0] ?? '').join(',');
  useEffect(() => {
    if (slugs) dispatch(casinoActions.loadLobby({ slugs: slugs.split(',') }));
  }, [dispatch, slugs]);
  // spec §4: a player's favourites (their stars and row); a login or logout loads them afresh.
  const favouriteSlot = casinoCalls.useCall('getCasinoGames', favouritesQuery, {
    key: FAVOURITES_SLOT,
    enabled: loggedIn,
  });
  const favouriteGames = loggedIn ? gamesOf(favouriteSlot) : [];
  const search = useAppSelector(casinoCalls.selectSlot('getCasinoGames', SEARCH_SLOT));
  const searched = answeredFor(search, searchQuery(query, live));

  const favourites = new Set(favouriteGames.map((g) => g.gameCode));
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
          {searched && gamesOf(search).length === 0 ? (
            <p role="status">
              <FormattedMessage id="casino.search.none" />
            </p>
          ) : (
            <GameGrid
              games={searched ? shown(gamesOf(search)) : []}
              loading={!searched}
              favourites={favourites}
            />
          )}
        </section>
      ) : (
        <>
          {favouriteGames.length > 0 && (
            <section aria-labelledby="casino-favourites">
              <h2 id="casino-favourites">
                <FormattedMessage id="casino.favourites" />
              </h2>
              <GameGrid games={shown(favouriteGames)} loading={false} favourites={favourites} />
            </section>
          )}
          {categories.map((c) => (
            <CategorySection key={c.id} category={c} shown={shown} favourites={favourites} />
          ))}
        </>
      )}
    </>
  );
}
