/**
 * The router in the browser, in a chunk of its own: the parts whose code uses it (a link list, the
 * services filter) download it with their code; a part that does not (a lead form) never does.
 */
import type { ROUTER_EXPORTS } from '@site-kit/contract';
import {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router-dom';

export { DocumentRouter } from './DocumentRouter';

// Exactly the router exports the apps may use (site-kit's ROUTER_EXPORTS): listing them keeps the
// rest of the router out of the bundle, and the type check keeps the list and this object in step.
export const routerExports: Record<(typeof ROUTER_EXPORTS)[number], unknown> = {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
};
