import type { AuditRequest } from 'shared-api/admin';

/** The filter fields, as the address keeps them (?actor=&action=&object=&from=&to=&page=). */
export const AUDIT_FILTER_FIELDS = ['actor', 'action', 'object', 'from', 'to'] as const;
export type AuditFilterField = (typeof AUDIT_FILTER_FIELDS)[number];
export type AuditFilterValues = Record<AuditFilterField, string>;

export const EMPTY_AUDIT_FILTER: AuditFilterValues = {
  actor: '',
  action: '',
  object: '',
  from: '',
  to: '',
};

/** The filter written in the address. */
export const auditFilterOf = (params: URLSearchParams): AuditFilterValues =>
  Object.fromEntries(
    AUDIT_FILTER_FIELDS.map((field) => [field, params.get(field) ?? '']),
  ) as AuditFilterValues;

/** The page in the address: 1 unless a whole number above it. */
export const auditPageOf = (params: URLSearchParams): number => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

const filled = (value: string): string | undefined => value.trim() || undefined;

/** GET /api/Audit's query: the filled-in fields and the page. */
export const auditQueryOf = (filter: AuditFilterValues, page: number): AuditRequest => ({
  actor: filled(filter.actor),
  action: filled(filter.action),
  object: filled(filter.object),
  from: filled(filter.from),
  to: filled(filter.to),
  page,
});

/** The address's parameters for a filter and page; empty fields and page 1 left out. */
export const auditParams = (filter: AuditFilterValues, page: number): URLSearchParams =>
  new URLSearchParams(
    Object.entries({ ...filter, page: page > 1 ? String(page) : '' }).filter(
      ([, value]) => value.trim() !== '',
    ),
  );
