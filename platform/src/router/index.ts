/**
 * The router API the product uses, as one shared singleton.
 *
 * react-router is not shared itself: a shared library is provided whole, since any consumer may
 * ask for any of its exports (~60 KB gzip on the first page). This module re-exports only what the
 * apps use, so the bundler drops the rest of react-router, and every part still gets the same
 * router instance and context. Apps import routing from here, never from react-router or
 * react-router-dom (lint enforces it); a remote that needs more of the API adds it here.
 */
export {
  // The standalone page of a remote (shared-contracts/standalone) routes declaratively.
  BrowserRouter,
  Route,
  Routes,
  Link,
  NavLink,
  Navigate,
  Outlet,
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  redirect,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
// The DOM provider flushes navigation updates synchronously (react-router-dom's RouterProvider).
export { RouterProvider } from 'react-router/dom';
export type { HydrationState, LinkProps, LoaderFunctionArgs, NavigateFunction, RouteObject } from 'react-router';
