import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextButton } from '../../components/text-button';
import { LoadFailed, Loading, ScreenHead } from '../../components/screen-head';
import { ContentItem, EditorGrid, EditorPane } from '../../components/content-editor';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { PageForm } from './page-form';
import { pageSaveRequested, pageSelected, pagesRequested, selectPages } from './pages-slice';

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
  const nameOf = (p: (typeof pages)[number]) =>
    (intl.locale === 'en' ? p.texts.en?.title : p.texts.tr?.title) ||
    p.texts.tr?.title ||
    p.texts.en?.title ||
    intl.formatMessage({ id: 'bo.pages.untitled' });
  return (
    <section className="bo-page bo-texts">
      <ScreenHead title="bo.pages.title" intro="bo.pages.intro">
        <TextButton label="bo.pages.refresh" onClick={() => dispatch(pagesRequested())} />
        <TextButton
          label="bo.pages.new"
          kind="main"
          onClick={() => dispatch(pageSelected('new'))}
        />
      </ScreenHead>
      {state.status === 'loading' || state.status === 'idle' ? <Loading /> : null}
      {state.status === 'failed' ? (
        <LoadFailed label="bo.pages.loadFailed" error={state.error} />
      ) : null}
      <EditorGrid>
        <nav aria-label={intl.formatMessage({ id: 'bo.pages.list' })}>
          {categories.map((c) => (
            <section key={c.id} className="bo-texts__group">
              <h2 className="bo-dim bo-small">
                <FormattedMessage id="bo.pages.group" values={{ name: c.name }} />
              </h2>
              <ol className="bo-texts__list bo-pick-list">
                {pages
                  .filter((p) => p.categoryId === c.id)
                  .map((p) => (
                    <li key={p.id}>
                      <ContentItem
                        name={nameOf(p)}
                        on={p.status}
                        onLabel="bo.pages.on"
                        offLabel="bo.pages.off"
                        current={p.id === state.selected}
                        testId={`bo-page-${p.id}`}
                        onClick={() => dispatch(pageSelected(p.id))}
                      >
                        #{p.id}
                      </ContentItem>
                    </li>
                  ))}
              </ol>
            </section>
          ))}
        </nav>
        {editing ? (
          <EditorPane
            selected={page ? page.id : 'new'}
            titleId="bo-page-editor"
            editTitle="bo.pages.editTitle"
            newTitle="bo.pages.newTitle"
          >
            <PageForm
              key={`${page?.id ?? 'new'}:${JSON.stringify(page)}`}
              page={page}
              categories={categories}
              saving={state.saving}
              onSave={(body) => dispatch(pageSaveRequested(body))}
              onCancel={() => dispatch(pageSelected(null))}
            />
          </EditorPane>
        ) : state.status === 'ready' ? (
          <p className="bo-dim">
            <FormattedMessage id="bo.pages.select" />
          </p>
        ) : null}
      </EditorGrid>
    </section>
  );
}
