// What the shell provides as 'react-router-dom': only what the three containers use of it. A shared
// module is provided whole (any container may ask for any export), so providing the package itself
// put all of react-router on every page that loads a remote, server rendering and framework mode
// included; this list lets webpack drop the rest. The containers use the declarative
// BrowserRouter, not the data router (createBrowserRouter, RouterProvider), which would double its
// weight (docs/performance.md). A container that needs another export adds it here, and the shell
// is released first (shell/src/app/__tests__/shared-router-exports.test.ts checks the list).
// 'react-router' is what react-router-dom re-exports, as the production build (the webpack alias
// in scripts/webpack/create-app-config.js).
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
