// The 'shared-api/member' entry: what the member pages read that the shell's own pages never do,
// kept out of the shell's main entry that every visitor downloads. A shared module of its own,
// provided by the shell only when a remote asks for it, so that the member and the admin remotes
// inject these endpoints into the one slice once (docs/decisions.md).
// Account pages of the member area: profile, mail settings, calendar, the member's data.
export * from '../domains/accounts/calendar-endpoints';
export * from '../domains/accounts/privacy-endpoints';
export * from '../domains/accounts/profile-endpoints';
export * from '../domains/mail-settings/endpoints';
export * from '../domains/mail-settings/plain';
// Registrations, invoices and tables, as members and organisers call them.
export * from '../domains/registrations/endpoints';
export * from '../domains/registrations/registration-form-values';
export * from '../domains/invoices/endpoints';
export * from '../domains/invoices/plain';
export * from '../domains/planner/endpoints';
export * from '../domains/payments/plain';
export * from '../domains/templates/plain';
export * from '../domains/logs/plain';
export type { DownloadedFile } from '../file-download';
export * from '../domains/games/member-endpoints';
export * from '../domains/registrations/member-attendees-endpoints';
export * from '../domains/registrations/member-convention-endpoints';
export * from '../domains/registrations/member-play-partners-endpoints';
export * from '../domains/registrations/member-pick-options';
// Where a convention takes place, for its registered attendees and the organisers.
export * from '../domains/conventions/venue';
// A game's players and length in the pickers.
export * from '../domains/games/plain';
// What an invoice owes, as My Registrations shows it.
export * from '../domains/invoices/ledger';
// How a registration's answers are named on the member's and the organisers' views.
export * from '../domains/registrations/registration-display';
// The form's price and waiting position.
export * from '../domains/registrations/registration-price';
// The form's meals, diets and accompanying persons.
export * from '../domains/registrations/meals';
export * from '../domains/registrations/meal-choices';
// A Brussels time with the reader's own beside it, when they are elsewhere.
export * from '../contract/plain/your-time';
