import type { Table } from 'drizzle-orm';
import type { App } from '../../src/app';

/** What a caller should get: 'ok' means authorization let it through (any status but 401/403). */
export type Expected = 'ok' | 401 | 403;

export const CALLERS = [
  'anonymous',
  'unvalidated',
  'validated',
  'user',
  'suspended',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];

/** One expectation per caller, in CALLERS order. */
export type Row = readonly [Expected, Expected, Expected, Expected, Expected, Expected];

// The access kinds of server/src/http/access.ts, as each caller meets them. A suspended caller
// sends its token, so only a route that ignores tokens ('anonymous') lets it through.
export const PUBLIC: Row = ['ok', 'ok', 'ok', 'ok', 'ok', 'ok'];
export const OPTIONAL: Row = ['ok', 'ok', 'ok', 'ok', 403, 'ok'];
export const SIGNED_IN: Row = [401, 'ok', 'ok', 'ok', 403, 'ok'];
export const MEMBER: Row = [401, 403, 403, 'ok', 403, 'ok'];
export const ADMIN_ONLY: Row = [401, 403, 403, 403, 403, 'ok'];

export interface DocumentedOperation {
  security?: Record<string, unknown>[];
  'x-roles'?: string[];
  parameters?: { name: string; in: 'path' | 'query'; schema: Record<string, unknown> }[];
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } };
  responses?: Record<string, unknown>;
}

/**
 * Every /api operation the server registered, as 'METHOD /api/path/{param}'. The OpenAPI plugin
 * hears each route through an onRoute hook registered before any route, so this is the server's
 * own list, not a copy.
 */
export const serverOperations = (app: App): Map<string, DocumentedOperation> => {
  const { paths } = app.openApiDocument() as unknown as {
    paths: Record<string, Record<string, DocumentedOperation>>;
  };
  const found = new Map<string, DocumentedOperation>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      found.set(`${method.toUpperCase()} ${path}`, operation);
    }
  }
  return found;
};

export type Profile = 'PUBLIC' | 'OPTIONAL' | 'SIGNED_IN' | 'MEMBER' | 'ADMIN_ONLY';

/** The profile an operation declares, or null for a set of roles no profile names. */
export const declaredProfile = (operation: DocumentedOperation): Profile | null => {
  const security = operation.security ?? [];
  if (security.length === 0) return 'PUBLIC';
  if (security.length > 1) return 'OPTIONAL';
  const roles = [...(operation['x-roles'] ?? [])].sort().join(',');
  if (roles === '') return 'SIGNED_IN';
  if (roles === 'ADMIN') return 'ADMIN_ONLY';
  return roles === 'ADMIN,USER' ? 'MEMBER' : null;
};

/** A ready-to-paste table line for a route the table lacks, guessed from what it declares. */
export const suggestedEntry = (key: string, operation: DocumentedOperation): string => {
  const roles = [...(operation['x-roles'] ?? [])].sort().join(',');
  return `  '${key}': ${declaredProfile(operation) ?? `/* declared roles: ${roles} */ ADMIN_ONLY`},`;
};

/** Every row of these tables, as comparable text: equal snapshots mean nothing was written. */
export const snapshot = async (app: App, tables: Table[]): Promise<string[]> =>
  Promise.all(
    tables.map(async (table) =>
      (await app.db.select().from(table))
        .map((row) => JSON.stringify(row))
        .sort()
        .join('\n'),
    ),
  );
