// The conventions context's public entry: what the app and the other contexts may use of it.
export { CONVENTION_NOT_FOUND, notFound } from './convention-errors';
export { loadConvention } from './load-conventions';
export { activeConventionCachePlugin } from './routes/conventions/active-convention-cache-plugin';
export { conventionRoutes, type SessionRemoved } from './routes/conventions';
export { featuredGameRoutes } from './routes/featured-games';
export { scheduledSessions } from './session-schedule';
