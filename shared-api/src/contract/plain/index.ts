// The contract's constants, messages, limits and helpers, without zod: shared-api's main entry
// carries them onto every page, while the schemas stay in the contract entry (../index.ts) and
// are bundled only into the forms that validate with them.
export * from './envelope';
export * from './roles';
export * from './auth';
export * from './accounts';
export * from './conventions';
export * from './convention-rules';
export * from './club-dates';
export * from './registrations';
export * from './registration-form-values';
export * from './notifications';
export * from './notification-bucket';
export * from './logs';
export * from './inbox';
export * from './invoices';
export * from './templates';
export * from './mail-settings';
export * from './payments';
