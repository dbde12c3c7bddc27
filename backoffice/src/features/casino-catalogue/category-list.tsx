import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminCasinoCategoryRecord } from '@oyna/contracts';
import { Switch } from './switch';

/** The interface language's name of a category or game, the other language's when it has none. */
export function nameIn(locale: string, names: { tr: string; en: string }): string {
  return (locale === 'en' ? names.en || names.tr : names.tr || names.en) || '—';
}

/** Every category, on or off, with both names (the tr/en preview), its games and its switch. */
export function CategoryList({
  categories,
  selected,
  pending,
  onSelect,
  onSwitch,
}: {
  categories: AdminCasinoCategoryRecord[];
  selected: number | null;
  pending: string[];
  onSelect: (id: number | null) => void;
  onSwitch: (category: AdminCasinoCategoryRecord, enabled: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <section className="bo-cat-list" aria-labelledby="bo-cat-list-title">
      <h2 id="bo-cat-list-title">
        <FormattedMessage id="bo.casino.categories" />
      </h2>
      <ul className="bo-pick-list">
        <li>
          <button
            type="button"
            className="bo-cat-list__pick bo-pick"
            aria-current={selected === null ? 'true' : undefined}
            onClick={() => onSelect(null)}
          >
            <FormattedMessage id="bo.casino.allGames" />
          </button>
        </li>
        {categories.map((c) => {
          const name = nameIn(intl.locale, c.names);
          return (
            <li key={c.id} className="bo-cat-list__row" data-testid={`bo-category-${c.id}`}>
              <button
                type="button"
                className="bo-cat-list__pick bo-pick"
                aria-current={selected === c.id ? 'true' : undefined}
                onClick={() => onSelect(c.id)}
              >
                <span lang="tr">{c.names.tr}</span>
                <span className="bo-dim" lang="en">
                  {c.names.en}
                </span>
                <span className="bo-dim bo-small">
                  {c.slugList[0]} ·{' '}
                  <FormattedMessage id="bo.casino.gameCount" values={{ count: c.games }} />
                </span>
              </button>
              <Switch
                on={c.enabled}
                busy={pending.includes(`category:${c.id}`)}
                label={intl.formatMessage({ id: 'bo.casino.switchCategory' }, { name })}
                onChange={(enabled) => onSwitch(c, enabled)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
