// The API contract shared by the browser and the server: zod schemas and types (no React, no RTK),
// with the zod-free constants and helpers of ./plain.
export * from './plain';
// The server's own answers: the browser only translates them, from the catalogues.
export * from './server-answers';
// Only the remotes list registrations, price a registration and describe a game: the browser
// reaches these through 'shared-api/member' (and a game's facts through 'shared-api/admin').
export * from '../domains/registrations/registration-display';
export * from '../domains/registrations/registration-price';
export * from '../domains/registrations/meals';
export * from '../domains/registrations/meal-choices';
export * from '../domains/games/plain';
export * from './plain/calendar-day';
export * from '../domains/invoices/ledger';
export * from '../domains/payments/statements';
export * from '../domains/registrations/registration-lifecycle';
export * from '../domains/conventions/session-changes';
export * from '../domains/registrations/registration-form-values';
export * from '../domains/logs/plain';
export * from '../domains/templates/plain';
export * from '../domains/mail-settings/plain';
export * from '../domains/payments/plain';
export * from '../domains/invoices/plain';
export * from './envelope';
export * from '../domains/auth/schema';
export * from '../domains/health/schema';
export * from '../domains/accounts/users-schema';
export * from '../domains/accounts/schema';
export * from '../domains/conventions/schema';
export * from '../domains/registrations/schema';
export * from '../domains/notifications/schema';
export * from '../domains/logs/schema';
export * from '../domains/inbox/schema';
export * from '../domains/invoices/schema';
export * from '../domains/templates/schema';
export * from '../domains/mail-settings/schema';
export * from '../domains/payments/schema';
export * from '../domains/games/schema';
export * from '../domains/planner/schema';
export * from './search';
export * from '../domains/audit/schema';
export * from '../domains/attention/schema';
export * from '../domains/bulk/schema';
export * from '../domains/conventions/venue';
export * from '../domains/conventions/venue-schema';
export * from './plain/your-time';
export * from './remote-nav';
