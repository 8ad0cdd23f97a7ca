// The 'shared-api/admin' entry: the endpoints only the admin remote calls, each domain's
// admin-endpoints. The admin remote bundles them and injects them into the one shared slice when
// it loads, so that the shell, which every visitor downloads, does not carry them.
export * from '../domains/accounts/admin-endpoints';
export * from '../domains/accounts/admin-users-endpoints';
export * from '../domains/accounts/admin-privacy-endpoints';
export * from '../domains/attention/admin-endpoints';
export * from '../domains/audit/admin-endpoints';
export * from '../domains/bulk/admin-endpoints';
export * from '../domains/conventions/admin-endpoints';
export * from '../domains/conventions/admin-sessions-endpoints';
export * from '../domains/games/admin-endpoints';
export * from '../domains/games/admin-featured-endpoints';
export * from '../domains/inbox/admin-endpoints';
export * from '../domains/inbox/admin-broadcast-endpoints';
export * from '../domains/invoices/admin-endpoints';
export * from '../domains/logs/admin-endpoints';
export * from '../domains/notifications/admin-endpoints';
export * from '../domains/payments/admin-endpoints';
export * from '../domains/planner/admin-endpoints';
export * from '../domains/planner/admin-sheets-endpoints';
export * from '../domains/registrations/admin-endpoints';
export * from '../domains/templates/admin-endpoints';
// What removing a session does, asked before it is done.
export * from '../domains/conventions/session-changes';
// A game's players and length, as the catalogue list and the member's pickers write them.
export { gameFactsText } from '../domains/games/plain';
// What an invoice owes, and the statement import's limits and messages.
export * from '../domains/invoices/ledger';
export * from '../domains/payments/statements';
// A convention's places at a glance: full, waiting, over capacity.
export * from '../domains/registrations/registration-lifecycle';
// A convention's meals and the counts of plates and diets.
export * from '../domains/registrations/meals';
// Session times in Brussels with the reader's own beside them, for an organiser abroad.
export * from '../contract/plain/your-time';
