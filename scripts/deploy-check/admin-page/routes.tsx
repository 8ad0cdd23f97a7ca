// admin-app's routes and one page more, built by the deploy check only (ADMIN_APP_SOURCES): a new
// admin page, made as any other, reaches the running site with a release of admin-app alone.
import Typography from '@mui/material/Typography';
import type { RouteObject } from 'react-router-dom';
import { titled } from 'shared-ui';
import { routes as adminRoutes } from '../../../admin-app/src/routes';

const ReleaseCheckPage = () => (
  <Typography variant="h4" component="h1">
    Release check
  </Typography>
);

export const routes: RouteObject[] = [
  ...adminRoutes,
  { path: 'release-check', element: titled('Release Check', <ReleaseCheckPage />) },
];
