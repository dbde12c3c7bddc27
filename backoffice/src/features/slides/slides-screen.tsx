import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { TextButton } from '../../components/text-button';
import { LoadFailed, Loading, ScreenHead } from '../../components/screen-head';
import { EditorGrid, EditorPane } from '../../components/content-editor';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { SlideForm } from './slide-form';
import { SlideList } from './slide-list';
import { selectSlides, slideSaveRequested, slideSelected, slidesRequested } from './slides-slice';
import '../../components/pick-list.css';
import './slides.css';

/**
 * Slides (the back office › content): every slide of every slider, switched off ones too, and
 * the chosen one's fields beside the list with its preview in Turkish and English; a new slide
 * the same way. Saved through admin/slide, which the site reads at its next load.
 */
export function SlidesScreen() {
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
  return (
    <section className="bo-page bo-slides">
      <ScreenHead title="bo.slides.title" intro="bo.slides.intro">
        <TextButton label="bo.slides.refresh" onClick={() => dispatch(slidesRequested())} />
        <TextButton
          label="bo.slides.new"
          kind="main"
          onClick={() => dispatch(slideSelected('new'))}
        />
      </ScreenHead>
      {state.status === 'loading' || state.status === 'idle' ? <Loading /> : null}
      {state.status === 'failed' ? (
        <LoadFailed label="bo.slides.loadFailed" error={state.error} />
      ) : null}
      {state.status === 'ready' && state.slides.length === 0 && !editing ? (
        <p className="bo-empty">
          <FormattedMessage id="bo.slides.empty" />
        </p>
      ) : null}
      <EditorGrid wide>
        {state.slides.length > 0 ? (
          <SlideList
            slides={state.slides}
            selected={state.selected}
            onSelect={(id) => dispatch(slideSelected(id))}
          />
        ) : null}
        {editing ? (
          <EditorPane
            selected={slide ? slide.id : 'new'}
            titleId="bo-slide-editor-title"
            editTitle="bo.slides.editTitle"
            newTitle="bo.slides.newTitle"
          >
            <SlideForm
              // A new form for each slide (and again after each save): it starts from what is stored.
              key={`${slide?.id ?? 'new'}:${JSON.stringify(slide)}`}
              slide={slide}
              saving={state.saving}
              onSave={(body) => dispatch(slideSaveRequested(body))}
              onCancel={() => dispatch(slideSelected(null))}
            />
          </EditorPane>
        ) : state.slides.length > 0 ? (
          <p className="bo-dim">
            <FormattedMessage id="bo.slides.select" />
          </p>
        ) : null}
      </EditorGrid>
    </section>
  );
}
