// `@oyna/ui/router`: the page's one router, shared by the shell and every remote as one
// singleton (docs/decisions/004). It names the parts of react-router that a single-page app
// uses, so a build keeps only those: the whole package, shared as it is, would put framework
// mode, server rendering and cookie parsing on every phone (57 KB of 300 before home is idle).
// An app imports its routing from here, never from react-router or react-router-dom (ESLint
// says so): a second copy of the router would give its links a context the shell's router
// does not fill. The page's router is the declarative one (BrowserRouter and Routes): the data
// router (createBrowserRouter, RouterProvider, loaders, useNavigation) is not named here,
// because a shared module keeps every export it names, and the data router's engine was 12 KB
// of the first scripts' 116 (brotli) that no page used.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type NavLinkProps,
  type LinkProps,
  type Params,
  type RouteObject,
} from 'react-router';
