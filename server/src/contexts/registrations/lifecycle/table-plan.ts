import { escapeHtml, formatClubDay, formatClubTimeOfDay } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { tablePlans } from '../../../db/schema';
import { clubZoneLabel } from '../../../shared/mail/club-time';
import { escapeValues, translator } from '../../../shared/i18n';
import { saveDraft } from '../../planner';
import { loadPlanningData } from '../../planner';
import { readStoredPlan, type StoredTable } from '../../planner';
import { tableLines } from '../../planner';
import { tellAttendee } from './tell';

/** A registration that lost its place, as its table mates may be told of it. */
export interface Leaver {
  registrationId: string;
  /** "A player" when the name must not travel (an erased account). */
  name: string;
}

const without = (table: StoredTable, gone: ReadonlySet<string>): StoredTable => ({
  ...table,
  playerIds: table.playerIds.filter((id) => !gone.has(id)),
  pinnedPlayerIds: table.pinnedPlayerIds.filter((id) => !gone.has(id)),
  teacherId: table.teacherId !== null && gone.has(table.teacherId) ? null : table.teacherId,
});

/**
 * Registrations that lost their place leave the convention's table plan, in the caller's
 * transaction: the draft loses their seats (a new version, which an open board picks up), and
 * each published table that loses a player tells its other players. The published copy stays as
 * members were told it, so the board shows the plan, and which tables, changed since published
 * until the organisers publish again.
 */
export const leaveTablePlan = async (
  tx: Db,
  conventionId: number,
  leavers: readonly Leaver[],
  byUserId: string,
  publicUrl: string,
): Promise<void> => {
  if (leavers.length === 0) return;
  // Locked: an organiser's save in the meantime waits, then finds its version stale.
  const [row] = await tx
    .select()
    .from(tablePlans)
    .where(eq(tablePlans.conventionId, conventionId))
    .for('update');
  if (!row) return;
  const gone = new Set(leavers.map((leaver) => leaver.registrationId));
  const seated = (table: StoredTable) =>
    table.playerIds.some((id) => gone.has(id)) ||
    (table.teacherId !== null && gone.has(table.teacherId));
  const draft = readStoredPlan(row.draft);
  if (draft.tables.some(seated)) {
    await saveDraft(
      tx,
      conventionId,
      row.version,
      { ...draft, tables: draft.tables.map((table) => without(table, gone)) },
      { action: 'edit', byUserId },
    );
  }
  if (row.published === null || row.publishedAt === null) return;
  const lostAPlayer = readStoredPlan(row.published).tables.filter(seated);
  if (lostAPlayer.length === 0) return;
  const data = await loadPlanningData(tx, conventionId);
  for (const table of lostAPlayer) {
    const left = leavers
      .filter((leaver) => table.playerIds.includes(leaver.registrationId))
      .map((leaver) => leaver.name);
    const remaining = without(table, gone);
    for (const mate of data.attendees.filter((a) => remaining.playerIds.includes(a.id))) {
      const line = tableLines(data, remaining, mate.id);
      await tellAttendee(
        tx,
        { registrationId: mate.id, userId: mate.userId, attendeeEmail: mate.email },
        (language) => {
          const t = translator(language);
          const when = `${line.sessionNames.join(t('planner.published.and'))}, ${formatClubDay(line.startDateTime, language)} ${formatClubTimeOfDay(line.startDateTime, language)} ${clubZoneLabel(language)}`;
          return {
            title: t('table.changed.title', { convention: data.conventionName }),
            html: [
              `<p>${t('mail.hello', escapeValues({ name: mate.name }))}</p>`,
              `<p>${t(
                'table.changed.left',
                escapeValues({ names: left.join(', '), game: line.gameTitle, when }),
              )}</p>`,
              `<p>${escapeHtml(
                line.tableMates.length > 0
                  ? t('table.changed.mates', { names: line.tableMates.join(', ') })
                  : t('table.changed.alone'),
              )} ${t('table.changed.mayChange')}</p>`,
              `<p><a href="/my-registrations">${escapeHtml(t('planner.published.link'))}</a></p>`,
            ].join(''),
          };
        },
        publicUrl,
      );
    }
  }
};
