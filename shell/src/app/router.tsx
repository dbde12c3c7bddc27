import type { ComponentType } from 'react';
import { Route, Routes, useParams } from '@oyna/ui/router';
import { ROUTES, isRemoteName, type RouteDefinition, type RouteId } from '@oyna/contracts';
import { Layout } from './layout/layout';
import { Breadcrumb } from './layout/breadcrumb';
import { useDocumentTitle } from '../lib/use-document-title';
import { RemoteArea } from '../features/remotes/remote-area';
import { GuardedRoute } from '../features/session/guarded-route';
import { HomePage } from './home-page';
import { PromotionsPage } from '../features/pages/promotions-page';
import { ContentPage } from '../features/pages/content-page';
import { NotFoundPage } from '../features/pages/not-found-page';
import { BannerCarousel } from '../features/banners/banner-carousel';
import { sliderSlugOf } from '../features/banners/slider-slug';
import { ScrollRestoration } from './scroll-restoration';

/** Pages the shell owns itself (ARCHITECTURE.md: shell owns layout, banners, promotions, pages). */
const shellPages: Partial<Record<RouteId, ComponentType>> = {
  home: HomePage,
  promotions: PromotionsPage,
  pages: ContentPage,
};

function RoutePage({ route }: { route: RouteDefinition }) {
  useDocumentTitle(route.titleKey);
  const params = useParams();
  const owner = route.owner;
  let page;
  if (isRemoteName(owner)) {
    page = (
      <RemoteArea
        remote={owner}
        // spec §2: a page's heading is its route's title; a page with a parameter (a game) is
        // named by what only the remote knows, so it waits for it.
        title={route.path.includes(':') ? undefined : route.titleKey}
        render={(module) => {
          const Page = module.routes[route.id];
          if (!Page) throw new Error(`Remote ${owner} has no page for route ${route.id}`);
          return <Page routeId={route.id} params={params} />;
        }}
      />
    );
  } else {
    const Page = shellPages[route.id] ?? NotFoundPage;
    page = <Page />;
  }
  // spec §2/§4: the banner carousel also tops the casino pages; its slug follows the route (home
  // draws its own inside the page).
  const sliderSlug = route.id === 'home' ? null : sliderSlugOf(route);
  return (
    <div className="route" data-route={route.id} data-owner={owner}>
      <Breadcrumb route={route} />
      {sliderSlug ? <BannerCarousel slug={sliderSlug} /> : null}
      {route.guarded ? <GuardedRoute>{page}</GuardedRoute> : page}
    </div>
  );
}

/** The route table (spec §2 ROUTES) inside the layout; the app puts it in a BrowserRouter. */
export function AppRoutes() {
  return (
    <Layout>
      <ScrollRestoration />
      <Routes>
        {ROUTES.map((route) => (
          <Route
            key={route.id}
            path={route.path}
            element={<RoutePage key={route.id} route={route} />}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Layout>
  );
}
