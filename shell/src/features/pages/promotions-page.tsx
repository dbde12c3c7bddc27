import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector, type Promotion, type ShellState } from '@oyna/contracts';
import { PromotionDialog } from './promotion-dialog';
import { PromotionTerms } from './promotion-terms';
import { promotionsRequested, selectPromotions, type PagesState } from './pages-slice';
import './pages.css';

type PagesRootState = ShellState & { pages: PagesState };

/**
 * /promotions (spec §2): the promotions of the api as cards; Details opens the dialog. A bonus
 * promotion's card shows its offer record's terms (spec §1 promotions and bonuses).
 */
export function PromotionsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { status, items } = useAppSelector((s: PagesRootState) => selectPromotions(s));
  const [open, setOpen] = useState<Promotion | null>(null);

  useEffect(() => {
    dispatch(promotionsRequested());
  }, [dispatch]);

  return (
    <section className="page promotions-page" aria-busy={status === 'loading'}>
      <h1>
        <FormattedMessage id="route.promotions" />
      </h1>
      <p>
        <FormattedMessage id="promotions.lead" />
      </p>
      {status === 'loading' && items.length === 0 ? (
        <p role="status">
          <FormattedMessage id="content.promotions.loading" />
        </p>
      ) : null}
      {status === 'failed' ? (
        <p role="alert">
          <FormattedMessage id="content.error.load" />{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch(promotionsRequested())}
          >
            <FormattedMessage id="content.error.retry" />
          </button>
        </p>
      ) : null}
      {status === 'ready' && items.length === 0 ? (
        <p>
          <FormattedMessage id="content.promotions.empty" />
        </p>
      ) : null}
      <ul className="promotion-grid">
        {items.map((p, i) => (
          <li key={`${i}:${p.title}`} className="promotion-card" data-testid="promotion-card">
            {p.images[0] ? (
              <img src={p.images[0].url} alt="" loading={i < 2 ? 'eager' : 'lazy'} />
            ) : null}
            <h2>{p.title}</h2>
            {p.offer ? (
              <PromotionTerms offer={p.offer} place="card" promotionTitle={p.title} />
            ) : null}
            <button
              type="button"
              className="promotion-card__details"
              aria-label={`${intl.formatMessage({ id: 'content.promotions.details' })}: ${p.title}`}
              onClick={() => setOpen(p)}
            >
              <FormattedMessage id="content.promotions.details" />
            </button>
          </li>
        ))}
      </ul>
      {open ? <PromotionDialog promotion={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
