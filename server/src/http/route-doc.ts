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
  Admin: "The organisers' dashboard: what waits for them.",
  Audit: 'Who did what to what and when, for the organisers.',
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
  /**
   * A route that answers with a file rather than the JSON envelope: its media type and what it
   * holds, so a generated client reads the answer as that file instead of failing on it.
   */
  file?: { mediaType: FileMediaType; description: string };
}

/** The media types of the files the API answers with. */
export const FILE_MEDIA_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  calendar: 'text/calendar',
  html: 'text/html',
  json: 'application/json',
} as const;
export type FileMediaType = (typeof FILE_MEDIA_TYPES)[keyof typeof FILE_MEDIA_TYPES];

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
  (
    summary: string,
    more: Pick<RouteDoc, 'operationId' | 'failures' | 'file'> = {},
  ): { doc: RouteDoc } => ({
    doc: { tag, summary, ...more },
  });
