// The contract's constants, messages, limits and helpers, without zod: shared-api's main entry
// carries them onto every page, while the schemas stay in the contract entry (../index.ts) and
// are bundled only into the forms that validate with them.
export * from './envelope';
export * from '../../domains/accounts/roles';
export * from '../../domains/auth/plain';
export * from '../../domains/accounts/plain';
export * from '../../domains/conventions/plain';
export * from '../../domains/conventions/convention-rules';
export * from './club-dates';
export * from '../../domains/registrations/plain';
export * from '../../domains/notifications/plain';
export * from '../../domains/notifications/notification-bucket';
export * from '../../domains/inbox/plain';
export * from '../../domains/invoices/fees';
export * from '../../domains/languages/languages';
