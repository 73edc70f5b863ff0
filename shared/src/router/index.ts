// The routing API of the whole site, shared as ONE federated singleton
// (`@survey/shared/router`). Sharing react-router itself would ship all of it (data routers,
// server rendering, sessions: ~60 KB gzip) because a shared module cannot be tree-shaken;
// sharing this facade ships only what the shell and the areas use, still as one copy with one
// set of router contexts. Import routing from here, never from react-router(-dom) directly.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, Location, NavLinkProps, NavigateOptions, SetURLSearchParams } from 'react-router-dom';
