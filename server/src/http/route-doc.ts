/**
 * What the API document says of a route besides its schemas and access: every /api route declares
 * it in its config, next to its definition, so the document cannot fall behind the routes.
 */

/** The domains the operations are grouped by, each with the description the document shows. */
export const API_TAGS = {
  Auth: 'Signing up and in, validating the email address, resetting a forgotten password.',
  User: "Accounts for the administrators: approval, suspension, groups and permissions; a member's own profile, calendar and data.",
  Registration:
    'Registrations for the active convention, by members for themselves and others, and their administration.',
  Inbox: 'Conversations between members and the organisers, the contact form and invoices.',
  Convention: 'Conventions, their sessions and the games featured at them.',
  FeaturedGames: 'The games the club features at its conventions.',
  Notification: 'Announcements shown to visitors, members or both.',
  Template: 'The email templates the organisers write messages from.',
  InvoiceMeta: 'The fees and payment details invoices are computed from.',
  Invoice: 'Sent invoices as PDF documents and their payment QR codes.',
  Payments:
    'What each invoice received: payments recorded by hand or imported from bank statements, undone, and their status.',
  Games: "The club's game catalogue: titles, aliases, player ranges and lengths.",
  Planner:
    "The table planner: a convention's proposed tables, edited and published by the organisers, and each member's tables.",
  Logs: 'The server log, for the administrators.',
  Calendar: "A member's private calendar feed, read by calendar apps without signing in.",
  Health: 'Whether the server and its database answer, for monitoring.',
  Docs: 'This document and its browsable page.',
} as const;

export type ApiTag = keyof typeof API_TAGS;

/** Failures a handler gives itself; 400 for bad input, 401 and 403 follow from the schemas and access. */
export type HandlerFailure = 400 | 403 | 404 | 409 | 429;

export interface RouteDoc {
  tag: ApiTag;
  /** One line in the product's words: what the call does, for whom. */
  summary: string;
  /** Only where the name derived from the path reads badly (see operation-id.ts). */
  operationId?: string;
  /** What the handler itself can refuse with (not found, conflict, too many requests...). */
  failures?: readonly HandlerFailure[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}

/**
 * The documentation helper of one domain's routes:
 * `const doc = documented('Inbox')`, then `config: { ...member, ...doc('Lists my messages.') }`.
 */
export const documented =
  (tag: ApiTag) =>
  (summary: string, more: Pick<RouteDoc, 'operationId' | 'failures'> = {}): { doc: RouteDoc } => ({
    doc: { tag, summary, ...more },
  });
