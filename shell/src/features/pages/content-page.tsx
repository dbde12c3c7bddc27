import { useEffect } from 'react';
import { Link, useParams } from '@oyna/ui/router';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector, type ShellState } from '@oyna/contracts';
import { pageRequested, selectPage, type PagesState } from './pages-slice';
import { SafeHtml } from './safe-html';
import { StaticPageMenu } from './static-page-menu';
import { contentLinks } from '../../lib/content-links';
import './pages.css';

type PagesRootState = ShellState & { pages: PagesState };

/**
 * /pages/:id static content pages (spec §2; /pages/1 is the general terms and conditions): the
 * page's title and sanitised HTML body from the api, beside the static-page menu.
 */
export function ContentPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const dispatch = useAppDispatch();
  const entry = useAppSelector((s: PagesRootState) => (valid ? selectPage(s, id) : undefined));

  useEffect(() => {
    if (valid) dispatch(pageRequested({ id }));
  }, [dispatch, id, valid]);

  // UKGC RTS 12C / LCCP 3.5: the footer's responsible-gambling pages lead to the tools (a
  // visitor reaching them gets the login dialog from the route guard).
  const categories = useAppSelector((s) => s.bootstrap.contentCategories);
  const toolsLinked = valid && contentLinks(categories, 'Gambling').some((p) => p.id === id);
  const page = entry?.page;
  const failed = !valid || entry?.status === 'failed';
  return (
    <section className="page content-page" data-page-id={raw}>
      <div className="content-page__layout">
        <article className="content-page__article" aria-busy={entry?.status === 'loading'}>
          {page ? (
            <>
              <h1>{page.title}</h1>
              <SafeHtml className="rich-text" html={page.body} />
              {toolsLinked ? (
                <p className="content-page__tools">
                  <FormattedMessage id="protection.tools.lead" />{' '}
                  <Link to="/dashboard/responsible-gaming" className="btn btn-primary">
                    <FormattedMessage id="protection.tools.open" />
                  </Link>
                </p>
              ) : null}
            </>
          ) : failed ? (
            <h1>
              <FormattedMessage id="content.pages.notFound" />
            </h1>
          ) : (
            <p role="status">
              <FormattedMessage id="content.pages.loading" />
            </p>
          )}
        </article>
        <StaticPageMenu />
      </div>
    </section>
  );
}
