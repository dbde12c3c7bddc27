import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HeadButton, LoadFailed, Loading, ScreenHead } from '../../components/screen-head';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { PageForm } from './page-form';
import { pageSaveRequested, pageSelected, pagesRequested, selectPages } from './pages-slice';
import '../../components/content-editor.css';

/**
 * Static pages (the back office › content): every page by its group (spec §3 categoryList:
 * Gambling, Policies, Footer, Quick Links), switched off ones too, and the chosen one's title and
 * text in both languages with their preview side by side; a new one the same way.
 */
export function PagesScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPages);
  useEffect(() => {
    dispatch(pagesRequested());
  }, [dispatch]);
  const { pages, categories } = state.list;
  const page =
    typeof state.selected === 'number'
      ? (pages.find((p) => p.id === state.selected) ?? null)
      : null;
  const editing = state.selected === 'new' || page !== null;
  const editor = useRef<HTMLElement>(null);
  useEffect(() => {
    if (state.selected === null || !window.matchMedia?.('(max-width: 900px)').matches) return;
    editor.current?.scrollIntoView?.({ block: 'start' });
  }, [state.selected]);
  const nameOf = (p: (typeof pages)[number]) =>
    (intl.locale === 'en' ? p.texts.en?.title : p.texts.tr?.title) ||
    p.texts.tr?.title ||
    p.texts.en?.title ||
    intl.formatMessage({ id: 'bo.pages.untitled' });
  return (
    <section className="bo-page bo-texts">
      <ScreenHead title="bo.pages.title" intro="bo.pages.intro">
        <HeadButton label="bo.pages.refresh" onClick={() => dispatch(pagesRequested())} />
        <HeadButton label="bo.pages.new" main onClick={() => dispatch(pageSelected('new'))} />
      </ScreenHead>
      {state.status === 'loading' || state.status === 'idle' ? <Loading /> : null}
      {state.status === 'failed' ? (
        <LoadFailed label="bo.pages.loadFailed" error={state.error} />
      ) : null}
      <div className="bo-texts__grid">
        <nav aria-label={intl.formatMessage({ id: 'bo.pages.list' })}>
          {categories.map((c) => (
            <section key={c.id} className="bo-texts__group">
              <h2 className="bo-dim bo-small">
                <FormattedMessage id="bo.pages.group" values={{ name: c.name }} />
              </h2>
              <ol className="bo-texts__list">
                {pages
                  .filter((p) => p.categoryId === c.id)
                  .map((p) => (
                    <li key={p.id}>
                      <button
                        type="button"
                        className="bo-texts__item"
                        aria-current={p.id === state.selected ? 'true' : undefined}
                        data-testid={`bo-page-${p.id}`}
                        onClick={() => dispatch(pageSelected(p.id))}
                      >
                        <span className="bo-texts__name">{nameOf(p)}</span>
                        <span className={`bo-badge ${p.status ? 'bo-badge--in' : 'bo-badge--out'}`}>
                          <FormattedMessage id={p.status ? 'bo.pages.on' : 'bo.pages.off'} />
                        </span>
                        <span className="bo-dim bo-small">#{p.id}</span>
                      </button>
                    </li>
                  ))}
              </ol>
            </section>
          ))}
        </nav>
        {editing ? (
          <article ref={editor} className="bo-texts__editor" aria-labelledby="bo-page-editor">
            <h2 id="bo-page-editor">
              {page ? (
                <FormattedMessage id="bo.pages.editTitle" values={{ id: page.id }} />
              ) : (
                <FormattedMessage id="bo.pages.newTitle" />
              )}
            </h2>
            <PageForm
              key={`${page?.id ?? 'new'}:${JSON.stringify(page)}`}
              page={page}
              categories={categories}
              saving={state.saving}
              onSave={(body) => dispatch(pageSaveRequested(body))}
              onCancel={() => dispatch(pageSelected(null))}
            />
          </article>
        ) : state.status === 'ready' ? (
          <p className="bo-dim">
            <FormattedMessage id="bo.pages.select" />
          </p>
        ) : null}
      </div>
    </section>
  );
}
