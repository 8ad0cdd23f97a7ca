import { AUDIT_PAGE_SIZE, totalPagesFor, type AuditPage } from 'shared-api/contract';
import { and, count, desc, eq, gte, lt, sql, type Column, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { auditLog, conventions, invoices, registrations, users } from '../../db/schema';
import { containsEveryWord, foldedSql, searchWords } from '../../shared/search/folded-search';
import { clubDayEnd, clubDayStart } from './club-day-bounds';

export interface AuditFilter {
  actor?: string;
  action?: string;
  object?: string;
  from?: string;
  to?: string;
  page: number;
}

const actor = alias(users, 'actor');
const targetUser = alias(users, 'target_user');

const targetIs = (type: string, id: Column) =>
  and(eq(auditLog.targetType, type), sql`${id}::text = ${auditLog.targetId}`);

/** The object as people know it: an account's or attendee's name, an invoice number, a convention. */
const targetLabel = sql<string | null>`case ${auditLog.targetType}
  when 'user' then concat_ws(' ', ${targetUser.firstName}, ${targetUser.lastName})
  when 'registration' then concat_ws(' ', ${registrations.attendeeFirstName}, ${registrations.attendeeLastName})
  when 'invoice' then ${invoices.number}
  when 'convention' then ${conventions.name}
  when 'table-plan' then ${conventions.name}
end`;

/** What finds the object in its list: the account's or attendee's email, the invoice number. */
const targetSearch = sql<string | null>`case ${auditLog.targetType}
  when 'user' then ${targetUser.email}
  when 'registration' then ${registrations.attendeeEmail}
  when 'invoice' then ${invoices.number}
end`;

const conditions = (filter: AuditFilter): SQL | undefined =>
  and(
    containsEveryWord(
      foldedSql(sql`${actor.firstName}`, sql`${actor.lastName}`, sql`${actor.email}`),
      searchWords(filter.actor),
    ),
    containsEveryWord(foldedSql(sql`${auditLog.action}`), searchWords(filter.action)),
    containsEveryWord(
      foldedSql(sql`${auditLog.targetType}`, sql`${auditLog.targetId}`, targetLabel, targetSearch),
      searchWords(filter.object),
    ),
    filter.from ? gte(auditLog.createdAt, clubDayStart(filter.from)) : undefined,
    filter.to ? lt(auditLog.createdAt, clubDayEnd(filter.to)) : undefined,
  );

/** The audit query with its actor and object joined, for reading and filtering. */
const withTargets = <T extends PgSelect>(query: T) =>
  query
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(targetUser, targetIs('user', targetUser.id))
    .leftJoin(registrations, targetIs('registration', registrations.id))
    .leftJoin(invoices, targetIs('invoice', invoices.id))
    .leftJoin(
      conventions,
      sql`${auditLog.targetType} in ('convention', 'table-plan') and ${conventions.id}::text = ${auditLog.targetId}`,
    );

/** GET /api/Audit: one page of who did what to what, newest first, with what the filter matches. */
export const listAudit = async (db: Db, filter: AuditFilter): Promise<AuditPage> => {
  const where = conditions(filter);
  const [rows, [total]] = await Promise.all([
    withTargets(
      db
        .select({
          id: auditLog.id,
          at: auditLog.createdAt,
          actorId: actor.id,
          actorFirstName: actor.firstName,
          actorLastName: actor.lastName,
          actorEmail: actor.email,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          targetLabel,
          targetSearch,
          details: auditLog.details,
        })
        .from(auditLog)
        .$dynamic(),
    )
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE),
    withTargets(db.select({ value: count() }).from(auditLog).$dynamic()).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor:
        row.actorId === null
          ? null
          : {
              id: row.actorId,
              name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(),
              email: row.actorEmail ?? '',
            },
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      targetLabel: row.targetLabel || null,
      targetSearch: row.targetSearch || null,
      details: (row.details as Record<string, unknown> | null) ?? null,
    })),
    totalCount,
    totalPages: totalPagesFor(totalCount, AUDIT_PAGE_SIZE),
    pageSize: AUDIT_PAGE_SIZE,
    pageNumber: filter.page,
  };
};
