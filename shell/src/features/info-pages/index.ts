export { infoPageRoutes } from './routes';
