// What the shell provides as 'react-router-dom': only what the three containers use of it. A shared
// module is provided whole (any container may ask for any export), so providing the package itself
// put all of react-router on every page, server rendering and framework mode included; this list
// lets webpack drop the rest. A container that needs another export adds it here, and the shell is
// released first (shell/src/app/__tests__/shared-router-exports.test.ts checks the list).
// 'react-router' is what react-router-dom re-exports; it is not a shared key, so importing it here
// does not lead back to this module.
export {
  createBrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
