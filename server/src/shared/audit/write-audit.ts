import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  action: string;
  actorUserId?: string | null;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  ip?: string;
}

const row = (entry: AuditEntry) => ({
  action: entry.action,
  actorUserId: entry.actorUserId ?? null,
  targetType: entry.targetType ?? null,
  targetId: entry.targetId ?? null,
  details: entry.details ?? null,
  ip: entry.ip ?? null,
});

/** Who did what and when: every sign-in and every admin action. */
export const writeAudit = async (db: Db, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values(row(entry));
};

/** Rows per insert: six parameters a row stays far below PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 2000;

/** Many entries of one action (a bank statement's payments) in a few statements. */
export const writeAudits = async (db: Db, entries: readonly AuditEntry[]): Promise<void> => {
  for (let first = 0; first < entries.length; first += ROWS_PER_INSERT) {
    await db.insert(auditLog).values(entries.slice(first, first + ROWS_PER_INSERT).map(row));
  }
};
