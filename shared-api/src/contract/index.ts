// The API contract shared by the browser and the server: zod schemas and types (no React, no RTK),
// with the zod-free constants and helpers of ./plain.
export * from './plain';
// Only the remotes list registrations: the browser reaches it through 'shared-api/member'.
export * from './plain/registration-display';
export * from './envelope';
export * from './auth';
export * from './health';
export * from './users';
export * from './accounts';
export * from './conventions';
export * from './registrations';
export * from './notifications';
export * from './logs';
export * from './inbox';
export * from './invoices';
export * from './templates';
export * from './mail-settings';
export * from './payments';
export * from './games';
export * from './planner';
