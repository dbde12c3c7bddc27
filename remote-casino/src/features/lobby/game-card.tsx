import { FormattedMessage, useIntl } from 'react-intl';
import { events, useAppDispatch, type CatalogueGame } from '@oyna/contracts';
import { casinoActions } from './casino-actions';

/**
 * A game card (spec §2 game lists): picture (lazy, fixed aspect ratio so nothing shifts), name,
 * provider and the favourite star (spec §4). The card opens the game; the star toggles it.
 */
export function GameCard({ game, favourite }: { game: CatalogueGame; favourite: boolean }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  return (
    <li className="casino-card">
      <button
        type="button"
        className="casino-card__open"
        aria-label={intl.formatMessage({ id: 'casino.game.open' }, { name: game.name })}
        onClick={() => dispatch(events.openGame({ game }))}
      >
        <img
          className="casino-card__picture"
          src={game.image}
          alt=""
          loading="lazy"
          decoding="async"
          width={160}
          height={120}
        />
        {/* A table dealt by a random number generator, not a live-video studio (spec §2). */}
        {game.tags.includes('rng') && (
          <span
            className="casino-card__badge"
            title={intl.formatMessage({ id: 'casino.game.rngHint' })}
          >
            <FormattedMessage id="casino.game.rng" />
          </span>
        )}
        <span className="casino-card__name">{game.name}</span>
        <span className="casino-card__provider">{game.providerName}</span>
      </button>
      <button
        type="button"
        className="casino-card__star"
        aria-pressed={favourite}
        aria-label={intl.formatMessage(
          { id: favourite ? 'casino.favourite.remove' : 'casino.favourite.add' },
          { name: game.name },
        )}
        onClick={() => dispatch(casinoActions.toggleFavourite({ game }))}
      >
        {favourite ? '★' : '☆'}
      </button>
    </li>
  );
}

/** Placeholder cards of the same size while a category loads (no layout shift). */
export function SkeletonCards({ count = 6 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="casino-card casino-card--skeleton" aria-hidden="true">
          <span className="casino-card__picture" />
          <span className="casino-card__name" />
        </li>
      ))}
    </>
  );
}
