// Adding and removing a session after the convention was made: only the admin remote and the
// server say these, so they stay out of shared-api's main entry.
export const SESSION_NAME_REQUIRED = 'Session name is required.';
export const SESSION_NAME_TOO_LONG = 'A session name is at most 100 characters.';
export const SESSION_DAY_OUTSIDE_CONVENTION =
  "A session starts on one of the convention's days, or the Monday after it (Friday to Monday).";

/**
 * What removing a session does to its registrations, asked before it is done: they keep their
 * other sessions, and their invoices are issued again.
 */
export const sessionRemovalQuestion = (registrations: number): string =>
  registrations === 1
    ? '1 registration includes this session: remove it from that registration? It keeps its other sessions, and its invoice is issued again.'
    : `${registrations} registrations include this session: remove it from them? They keep their other sessions, and their invoices are issued again.`;
