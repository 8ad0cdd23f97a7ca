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

/** Who did what and when: every sign-in and every admin action. */
export const writeAudit = async (db: Db, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ?? null,
    ip: entry.ip ?? null,
  });
};
