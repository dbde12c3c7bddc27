import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextButton } from '../../components/text-button';
import { LoadFailed, Loading, ScreenHead } from '../../components/screen-head';
import { ContentItem, EditorGrid, EditorPane } from '../../components/content-editor';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { PromotionForm } from './promotion-form';
import {
  promotionSaveRequested,
  promotionSelected,
  promotionsRequested,
  selectPromotions,
} from './promotions-slice';

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
  const nameOf = (p: (typeof state.items)[number]) =>
    (intl.locale === 'en' ? p.texts.en?.title : p.texts.tr?.title) ||
    p.texts.tr?.title ||
    p.texts.en?.title ||
    intl.formatMessage({ id: 'bo.promotions.untitled' });
  return (
    <section className="bo-page bo-texts">
      <ScreenHead title="bo.promotions.title" intro="bo.promotions.intro">
        <TextButton label="bo.promotions.refresh" onClick={() => dispatch(promotionsRequested())} />
        <TextButton
          label="bo.promotions.new"
          kind="main"
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
      <EditorGrid>
        {state.items.length > 0 ? (
          <ol
            className="bo-texts__list bo-pick-list"
            aria-label={intl.formatMessage({ id: 'bo.promotions.list' })}
          >
            {state.items.map((p) => (
              <li key={p.id}>
                <ContentItem
                  name={nameOf(p)}
                  on={p.status}
                  onLabel="bo.promotions.on"
                  offLabel="bo.promotions.off"
                  current={p.id === state.selected}
                  testId={`bo-promotion-${p.id}`}
                  onClick={() => dispatch(promotionSelected(p.id))}
                >
                  #{p.id} · <FormattedMessage id="bo.promotions.order" values={{ sort: p.sort }} />
                  {p.offerCode ? (
                    <>
                      {' · '}
                      <FormattedMessage id="bo.promotions.offer" values={{ code: p.offerCode }} />
                    </>
                  ) : null}
                </ContentItem>
              </li>
            ))}
          </ol>
        ) : null}
        {editing ? (
          <EditorPane
            selected={item ? item.id : 'new'}
            titleId="bo-promotion-editor"
            editTitle="bo.promotions.editTitle"
            newTitle="bo.promotions.newTitle"
          >
            <PromotionForm
              key={`${item?.id ?? 'new'}:${JSON.stringify(item)}`}
              item={item}
              saving={state.saving}
              onSave={(body) => dispatch(promotionSaveRequested(body))}
              onCancel={() => dispatch(promotionSelected(null))}
            />
          </EditorPane>
        ) : state.items.length > 0 ? (
          <p className="bo-dim">
            <FormattedMessage id="bo.promotions.select" />
          </p>
        ) : null}
      </EditorGrid>
    </section>
  );
}
