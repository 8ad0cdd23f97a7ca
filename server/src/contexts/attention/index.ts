// The attention context's public entry: what the app may use of it.
export { attentionRoutes } from './routes';
