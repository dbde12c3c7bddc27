import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminCasinoCategoryRecord, AdminCasinoGameRecord } from '@oyna/contracts';
import { nameIn } from './category-list';
import { Switch } from './switch';

/** A game's categories as checkboxes: ticking one puts the game into it, clearing takes it out. */
function Placement({
  game,
  categories,
  pending,
  onPlace,
}: {
  game: AdminCasinoGameRecord;
  categories: AdminCasinoCategoryRecord[];
  pending: string[];
  onPlace: (category: AdminCasinoCategoryRecord, placed: boolean) => void;
}) {
  const intl = useIntl();
  const gameName = nameIn(intl.locale, game.names);
  return (
    <fieldset className="bo-placement">
      <legend>
        <FormattedMessage id="bo.casino.inCategories" />
      </legend>
      {categories.map((c) => {
        const placed = game.categoryIds.includes(c.id);
        return (
          <label key={c.id} className="bo-placement__option">
            <input
              type="checkbox"
              checked={placed}
              disabled={pending.includes(`place:${game.id}:${c.id}`)}
              aria-label={intl.formatMessage(
                { id: 'bo.casino.placeIn' },
                { game: gameName, category: nameIn(intl.locale, c.names) },
              )}
              onChange={() => onPlace(c, !placed)}
            />
            <span>{nameIn(intl.locale, c.names)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** The games of the list: picture, names in Turkish and English, provider, switch, categories. */
export function GameTable({
  games,
  categories,
  openGame,
  pending,
  onOpen,
  onSwitch,
  onPlace,
}: {
  games: AdminCasinoGameRecord[];
  categories: AdminCasinoCategoryRecord[];
  openGame: number | null;
  pending: string[];
  onOpen: (id: number | null) => void;
  onSwitch: (game: AdminCasinoGameRecord, enabled: boolean) => void;
  onPlace: (
    game: AdminCasinoGameRecord,
    category: AdminCasinoCategoryRecord,
    placed: boolean,
  ) => void;
}) {
  const intl = useIntl();
  const byId = new Map(categories.map((c) => [c.id, c]));
  return (
    <ul className="bo-games bo-pick-list">
      {games.map((g) => {
        const name = nameIn(intl.locale, g.names);
        const open = openGame === g.id;
        return (
          <li key={g.id} className="bo-game" data-testid={`bo-game-${g.id}`}>
            <img src={g.image} alt="" className="bo-game__image" />
            <dl className="bo-game__names">
              <dt>
                <FormattedMessage id="bo.casino.nameTr" />
              </dt>
              <dd lang="tr">{g.names.tr}</dd>
              <dt>
                <FormattedMessage id="bo.casino.nameEn" />
              </dt>
              <dd lang="en">{g.names.en}</dd>
            </dl>
            <p className="bo-game__meta bo-dim bo-small">
              {g.providerName} · {g.gameCode}
              {g.live ? (
                <>
                  {' · '}
                  <FormattedMessage id="bo.casino.live" />
                </>
              ) : null}
              <br />
              {g.categoryIds
                .map((id) => nameIn(intl.locale, byId.get(id)?.names ?? { tr: '', en: '' }))
                .join(', ')}
            </p>
            <div className="bo-game__actions">
              <Switch
                on={g.enabled}
                busy={pending.includes(`game:${g.id}`)}
                label={intl.formatMessage({ id: 'bo.casino.switchGame' }, { name })}
                onChange={(enabled) => onSwitch(g, enabled)}
              />
              <button
                type="button"
                className="bo-button bo-button--ghost"
                aria-expanded={open}
                onClick={() => onOpen(open ? null : g.id)}
              >
                <FormattedMessage
                  id={open ? 'bo.casino.closeCategories' : 'bo.casino.editCategories'}
                />
              </button>
            </div>
            {open ? (
              <Placement
                game={g}
                categories={categories}
                pending={pending}
                onPlace={(category, placed) => onPlace(g, category, placed)}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
