// The messaging context's public entry: what the app and the other contexts may use of it.
export { inboxRoutes } from './routes/inbox';
export { invoiceListRoutes } from './routes/inbox/invoice-list';
export { notificationRoutes } from './routes/notifications';
export { countUnread } from './inbox/unread-count';
