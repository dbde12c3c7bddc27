import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HeadButton, LoadFailed, Loading, ScreenHead } from '../../components/screen-head';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { PromotionForm } from './promotion-form';
import {
  promotionSaveRequested,
  promotionSelected,
  promotionsRequested,
  selectPromotions,
} from './promotions-slice';
import '../../components/content-editor.css';

/**
 * Promotions (the back office › content): every promotion, switched off ones too, and the chosen
 * one's texts in both languages with their preview side by side; a new one the same way.
 */
export function PromotionsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPromotions);
  useEffect(() => {
    dispatch(promotionsRequested());
  }, [dispatch]);
  const item =
    typeof state.selected === 'number'
      ? (state.items.find((p) => p.id === state.selected) ?? null)
      : null;
  const editing = state.selected === 'new' || item !== null;
  const editor = useRef<HTMLElement>(null);
  useEffect(() => {
    if (state.selected === null || !window.matchMedia?.('(max-width: 900px)').matches) return;
    editor.current?.scrollIntoView?.({ block: 'start' });
  }, [state.selected]);
  const nameOf = (p: (typeof state.items)[number]) =>
    (intl.locale === 'en' ? p.texts.en?.title : p.texts.tr?.title) ||
    p.texts.tr?.title ||
    p.texts.en?.title ||
    intl.formatMessage({ id: 'bo.promotions.untitled' });
  return (
    <section className="bo-page bo-texts">
      <ScreenHead title="bo.promotions.title" intro="bo.promotions.intro">
        <HeadButton label="bo.promotions.refresh" onClick={() => dispatch(promotionsRequested())} />
        <HeadButton
          label="bo.promotions.new"
          main
          onClick={() => dispatch(promotionSelected('new'))}
        />
      </ScreenHead>
      {state.status === 'loading' || state.status === 'idle' ? <Loading /> : null}
      {state.status === 'failed' ? (
        <LoadFailed label="bo.promotions.loadFailed" error={state.error} />
      ) : null}
      {state.status === 'ready' && state.items.length === 0 && !editing ? (
        <p className="bo-empty">
          <FormattedMessage id="bo.promotions.empty" />
        </p>
      ) : null}
      <div className="bo-texts__grid">
        {state.items.length > 0 ? (
          <ol
            className="bo-texts__list"
            aria-label={intl.formatMessage({ id: 'bo.promotions.list' })}
          >
            {state.items.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className="bo-texts__item"
                  aria-current={p.id === state.selected ? 'true' : undefined}
                  data-testid={`bo-promotion-${p.id}`}
                  onClick={() => dispatch(promotionSelected(p.id))}
                >
                  <span className="bo-texts__name">{nameOf(p)}</span>
                  <span className={`bo-badge ${p.status ? 'bo-badge--in' : 'bo-badge--out'}`}>
                    <FormattedMessage id={p.status ? 'bo.promotions.on' : 'bo.promotions.off'} />
                  </span>
                  <span className="bo-dim bo-small">
                    #{p.id} ·{' '}
                    <FormattedMessage id="bo.promotions.order" values={{ sort: p.sort }} />
                    {p.offerCode ? (
                      <>
                        {' · '}
                        <FormattedMessage id="bo.promotions.offer" values={{ code: p.offerCode }} />
                      </>
                    ) : null}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        ) : null}
        {editing ? (
          <article ref={editor} className="bo-texts__editor" aria-labelledby="bo-promotion-editor">
            <h2 id="bo-promotion-editor">
              {item ? (
                <FormattedMessage id="bo.promotions.editTitle" values={{ id: item.id }} />
              ) : (
                <FormattedMessage id="bo.promotions.newTitle" />
              )}
            </h2>
            <PromotionForm
              key={`${item?.id ?? 'new'}:${JSON.stringify(item)}`}
              item={item}
              saving={state.saving}
              onSave={(body) => dispatch(promotionSaveRequested(body))}
              onCancel={() => dispatch(promotionSelected(null))}
            />
          </article>
        ) : state.items.length > 0 ? (
          <p className="bo-dim">
            <FormattedMessage id="bo.promotions.select" />
          </p>
        ) : null}
      </div>
    </section>
  );
}
