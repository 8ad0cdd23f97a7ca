// The remotes' exposed modules, loaded at run time by remote-registry.ts; jest maps them to sources.
declare module 'member_app/routes' {
  import type { RouteObject } from 'react-router-dom';

  export const routes: RouteObject[];
}

declare module 'admin_app/routes' {
  import type { RouteObject } from 'react-router-dom';

  export const routes: RouteObject[];
}
