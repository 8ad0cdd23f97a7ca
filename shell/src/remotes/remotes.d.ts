// The remotes' exposed modules, loaded at run time by remote-registry.ts; jest maps them to sources.
// So are their menu entries (*/nav), which the shell reads as nav.json at run time.
declare module 'member_app/routes' {
  import type { RouteObject } from 'react-router-dom';

  export const routes: RouteObject[];
}

declare module 'admin_app/routes' {
  import type { RouteObject } from 'react-router-dom';

  export const routes: RouteObject[];
}

declare module 'member_app/nav' {
  import type { RemoteNav } from 'shared-api/contract';

  export const nav: RemoteNav;
}

declare module 'admin_app/nav' {
  import type { RemoteNav } from 'shared-api/contract';

  export const nav: RemoteNav;
}
