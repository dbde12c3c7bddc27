import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { SlideForm } from './slide-form';
import { SlideList } from './slide-list';
import { selectSlides, slideSaveRequested, slideSelected, slidesRequested } from './slides-slice';
import './slides.css';

/**
 * Slides (the back office › content): every slide of every slider, switched off ones too, and
 * the chosen one's fields beside the list with its preview in Turkish and English; a new slide
 * the same way. Saved through admin/slide, which the site reads at its next load.
 */
export function SlidesScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSlides);
  useEffect(() => {
    dispatch(slidesRequested());
  }, [dispatch]);
  const slide =
    typeof state.selected === 'number'
      ? (state.slides.find((s) => s.id === state.selected) ?? null)
      : null;
  const editing = state.selected === 'new' || slide !== null;
  // Stacked (a phone or a narrow tablet), the editor is below the list: bring it into view.
  const editor = useRef<HTMLElement>(null);
  useEffect(() => {
    if (state.selected === null || !window.matchMedia?.('(max-width: 900px)').matches) return;
    editor.current?.scrollIntoView?.({ block: 'start' });
  }, [state.selected]);
  return (
    <section className="bo-page bo-slides">
      <header className="bo-page__head">
        <div>
          <h1>
            <FormattedMessage id="bo.slides.title" />
          </h1>
          <p className="bo-dim">
            <FormattedMessage id="bo.slides.intro" />
          </p>
        </div>
        <div className="bo-page__actions">
          <button
            type="button"
            className="bo-button bo-button--ghost"
            onClick={() => dispatch(slidesRequested())}
          >
            <FormattedMessage id="bo.slides.refresh" />
          </button>
          <button
            type="button"
            className="bo-button"
            onClick={() => dispatch(slideSelected('new'))}
          >
            <FormattedMessage id="bo.slides.new" />
          </button>
        </div>
      </header>
      {state.status === 'loading' || state.status === 'idle' ? (
        <p role="status">
          <FormattedMessage id="bo.app.loading" />
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <p className="bo-error" role="alert">
          <FormattedMessage id="bo.slides.loadFailed" />
          {': '}
          {state.error || intl.formatMessage({ id: 'bo.app.networkError' })}
        </p>
      ) : null}
      {state.status === 'ready' && state.slides.length === 0 && !editing ? (
        <p className="bo-empty">
          <FormattedMessage id="bo.slides.empty" />
        </p>
      ) : null}
      <div className="bo-slides__grid">
        {state.slides.length > 0 ? (
          <SlideList
            slides={state.slides}
            selected={state.selected}
            onSelect={(id) => dispatch(slideSelected(id))}
          />
        ) : null}
        {editing ? (
          <article
            ref={editor}
            className="bo-slides__editor"
            aria-labelledby="bo-slide-editor-title"
          >
            <h2 id="bo-slide-editor-title">
              {slide ? (
                <FormattedMessage id="bo.slides.editTitle" values={{ id: slide.id }} />
              ) : (
                <FormattedMessage id="bo.slides.newTitle" />
              )}
            </h2>
            <SlideForm
              // A new form for each slide (and again after each save): it starts from what is stored.
              key={`${slide?.id ?? 'new'}:${JSON.stringify(slide)}`}
              slide={slide}
              saving={state.saving}
              onSave={(body) => dispatch(slideSaveRequested(body))}
              onCancel={() => dispatch(slideSelected(null))}
            />
          </article>
        ) : state.slides.length > 0 ? (
          <p className="bo-dim">
            <FormattedMessage id="bo.slides.select" />
          </p>
        ) : null}
      </div>
    </section>
  );
}
