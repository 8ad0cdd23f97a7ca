// The audit context's public entry: what the app may use of it. The trail itself is written by
// every context through server/src/shared/audit.
export { auditRoutes } from './routes';
