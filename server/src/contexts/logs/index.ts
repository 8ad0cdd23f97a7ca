// The logs context's public entry: what the app and the other contexts may use of it.
export { logRoutes } from './routes/logs';
