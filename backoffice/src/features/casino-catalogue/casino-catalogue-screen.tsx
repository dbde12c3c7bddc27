import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextButton } from '../../components/text-button';
import { LoadFailed, Loading, ScreenHead } from '../../components/screen-head';
import { Form, TextField } from '@oyna/ui';
import { maxLength } from '@oyna/contracts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import {
  GAMES_PAGE,
  catalogueRequested,
  changeRequested,
  gameOpened,
  selectCasinoCatalogue,
} from './casino-catalogue-slice';
import { CategoryList, nameIn } from './category-list';
import { GameTable } from './game-table';
import '../../components/pick-list.css';
import './casino-catalogue.css';

const SEARCH_RULE = maxLength(100);

/**
 * The casino catalogue (the back office › content): every category and game, on or off, with
 * their names in Turkish and English side by side; switches for each, and a game's categories.
 * The site's lobbies read the catalogue on every load, so a change shows at the next one.
 */
export function CasinoCatalogueScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectCasinoCatalogue);
  useEffect(() => {
    dispatch(catalogueRequested());
  }, [dispatch]);
  const { query, total } = state;
  const category = state.categories.find((c) => c.id === query.categoryId);
  const from = total === 0 ? 0 : query.skip + 1;
  const to = Math.min(query.skip + GAMES_PAGE, total);
  return (
    <section className="bo-page bo-casino">
      <ScreenHead title="bo.casino.title" intro="bo.casino.intro" />
      {state.status === 'loading' || state.status === 'idle' ? <Loading /> : null}
      {state.status === 'failed' ? (
        <LoadFailed label="bo.casino.loadFailed" error={state.error} />
      ) : null}
      <div className="bo-split bo-split--wide">
        <CategoryList
          categories={state.categories}
          selected={query.categoryId}
          pending={state.pending}
          onSelect={(categoryId) => dispatch(catalogueRequested({ categoryId, skip: 0 }))}
          onSwitch={(c, enabled) =>
            dispatch(
              changeRequested({
                kind: 'category',
                id: c.id,
                enabled,
                name: nameIn(intl.locale, c.names),
              }),
            )
          }
        />
        <section className="bo-casino__games" aria-labelledby="bo-games-title">
          <h2 id="bo-games-title">
            {category ? (
              <FormattedMessage
                id="bo.casino.gamesOf"
                values={{ name: nameIn(intl.locale, category.names) }}
              />
            ) : (
              <FormattedMessage id="bo.casino.games" />
            )}
          </h2>
          <Form<{ q?: string }>
            initialValues={{ q: query.q }}
            onSubmit={(values) => {
              dispatch(catalogueRequested({ q: values.q ?? '', skip: 0 }));
            }}
            render={({ handleSubmit, invalid }) => (
              <form onSubmit={handleSubmit} noValidate className="bo-casino__search" role="search">
                <TextField name="q" label="bo.casino.search" validate={SEARCH_RULE} />
                <button type="submit" className="bo-button" disabled={invalid}>
                  <FormattedMessage id="bo.casino.searchButton" />
                </button>
              </form>
            )}
          />
          {state.status === 'ready' && state.games.length === 0 ? (
            <p className="bo-empty">
              <FormattedMessage id="bo.casino.none" />
            </p>
          ) : null}
          <GameTable
            games={state.games}
            categories={state.categories}
            openGame={state.openGame}
            pending={state.pending}
            onOpen={(id) => dispatch(gameOpened(id))}
            onSwitch={(g, enabled) =>
              dispatch(
                changeRequested({
                  kind: 'game',
                  id: g.id,
                  enabled,
                  name: nameIn(intl.locale, g.names),
                }),
              )
            }
            onPlace={(g, c, placed) =>
              dispatch(
                changeRequested({
                  kind: 'place',
                  gameId: g.id,
                  categoryId: c.id,
                  placed,
                  name: nameIn(intl.locale, g.names),
                }),
              )
            }
          />
          {total > 0 ? (
            <nav
              className="bo-casino__pager"
              aria-label={intl.formatMessage({ id: 'bo.casino.games' })}
            >
              <TextButton
                label="bo.casino.previous"
                disabled={query.skip === 0}
                onClick={() =>
                  dispatch(catalogueRequested({ skip: Math.max(0, query.skip - GAMES_PAGE) }))
                }
              />
              <span role="status">
                <FormattedMessage id="bo.casino.total" values={{ from, to, total }} />
              </span>
              <TextButton
                label="bo.casino.next"
                disabled={to >= total}
                onClick={() => dispatch(catalogueRequested({ skip: query.skip + GAMES_PAGE }))}
              />
            </nav>
          ) : null}
        </section>
      </div>
    </section>
  );
}
