// `@oyna/ui/router`: the page's one router, shared by the shell and every remote as one
// singleton (docs/decisions/004). It names the parts of react-router that a single-page app
// uses, so a build keeps only those: the whole package, shared as it is, would put framework
// mode, server rendering and cookie parsing on every phone (57 KB of 300 before home is idle).
// An app imports its routing from here, never from react-router or react-router-dom (ESLint
// says so): a second copy of the router would give its links a context the shell's router
// does not fill.
export {
  createBrowserRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
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
  useNavigation,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type NavLinkProps,
  type LinkProps,
  type Params,
  type RouteObject,
} from 'react-router';
// The DOM build of the provider (react-dom's flushSync for state updates), as react-router-dom's.
export { RouterProvider } from 'react-router/dom';
