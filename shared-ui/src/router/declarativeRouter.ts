/**
 * What the portal's builds share under the name 'react-router-dom': React Router's declarative API only.
 * Shared modules cannot be tree-shaken, and the full package (data routers, server rendering, cookies)
 * costs ~60 KB gzipped on every first visit; this module lets webpack keep just what the apps use.
 * Need another export? Add it here; a build that imports a missing name fails (exportsPresence: 'error').
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type {
  LinkProps,
  NavLinkProps,
  NavigateFunction,
  Location,
  RouteObject,
  SetURLSearchParams,
  URLSearchParamsInit,
} from 'react-router';
