// Heavy documents off the event loop: ten check-in lists of 5,000 attendees asked at once, while
// /api/health is called every 50 ms. The lists render on the server's document threads; the event
// loop must keep answering meanwhile.
import {
  openDatabase,
  loadConventions,
  registrationSessions,
  registrations,
  users,
} from 'server/testing';
import { logIn } from './api-client';
import { check, ms, type Check } from './checks';
import { freshDatabase } from './databases';
import { DB_LABELS, progress, serverEnv } from './database-run';
import { ADMIN, seedBenchData } from './seed';
import { startProcess } from './server-process';

export const ATTENDEES = 5_000;
export const LISTS = 10;
export const HEALTH_BUDGET_MS = 100;
const HEALTH_EVERY_MS = 50;

export interface DocumentFigures {
  database: string;
  attendees: number;
  lists: { status: number; ms: number; bytes: number }[];
  health: { calls: number; maxMs: number; p99Ms: number; failed: number };
  peakRssMb: number;
}

/** 5,000 attendees of the active convention, each at every session: a list of ~180 pages. */
const seedAttendees = async (target: { databaseUrl: string | null; dataDir: string }) => {
  await seedBenchData(target, ATTENDEES);
  const database = await openDatabase(target);
  try {
    const { db } = database;
    // The demo convention has no capacity: all 5,000 are registered, none waiting.
    const active = (await loadConventions(db)).find((convention) => convention.isActive);
    if (!active) throw new Error('The demo seed made no active convention.');
    const sessionIds = active.sessions.map((session) => session.id);
    const members = await db
      .select({ id: users.id, email: users.email, lastName: users.lastName })
      .from(users);
    const attendees = members.filter((m) => m.email.startsWith('bench-member-'));
    for (let start = 0; start < attendees.length; start += 500) {
      const rows = await db
        .insert(registrations)
        .values(
          attendees.slice(start, start + 500).map((member, i) => ({
            conventionId: active.id,
            userId: member.id,
            registeredByUserId: member.id,
            attendeeFirstName: 'Bench',
            attendeeLastName: member.lastName,
            attendeeEmail: member.email,
            attendeeNationality: 'Belgian',
            attendeeYearOfBirth: 1980 + ((start + i) % 40),
            experienceLevel: 2,
            parking: i % 3 === 0,
            licensePlate: i % 3 === 0 ? `1-BEN-${String(start + i).padStart(3, '0')}` : null,
            termsAccepted: true,
          })),
        )
        .returning({ id: registrations.id });
      await db
        .insert(registrationSessions)
        .values(
          rows.flatMap((row) =>
            sessionIds.map((sessionId) => ({ registrationId: row.id, sessionId })),
          ),
        );
    }
    return active.id;
  } finally {
    await database.close();
  }
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

/**
 * On PostgreSQL when the bench has one: PGlite runs its queries on the server's own thread, so
 * reading 5,000 registrations there holds the event loop whatever the documents do.
 */
export const benchDocuments = async (
  scratch: string,
  postgresUrl: string | undefined,
): Promise<DocumentFigures> => {
  const kind = postgresUrl ? 'postgres' : 'pglite';
  const database = await freshDatabase(kind, scratch, postgresUrl);
  try {
    progress(`documents: seeding ${ATTENDEES} attendees`);
    const conventionId = await seedAttendees(database);
    const server = await startProcess({
      args: ['server/dist/server.js'],
      env: serverEnv(database.databaseUrl, database.dataDir),
      logDir: scratch,
      name: 'server-documents',
      readyPath: '/api/health',
    });
    try {
      const token = await logIn(server.url, ADMIN.email, ADMIN.password);
      progress(
        `documents: ${LISTS} check-in lists of ${ATTENDEES} at once, /api/health every ${HEALTH_EVERY_MS} ms`,
      );
      let rendering = true;
      const healthMs: number[] = [];
      let failed = 0;
      const probe = (async () => {
        while (rendering) {
          const startedAt = performance.now();
          const answer = await fetch(`${server.url}/api/health`).catch(() => null);
          healthMs.push(performance.now() - startedAt);
          if (!answer?.ok) failed++;
          await answer?.arrayBuffer();
          await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
        }
      })();
      const lists = await Promise.all(
        Array.from({ length: LISTS }, async () => {
          const startedAt = performance.now();
          const answer = await fetch(
            `${server.url}/api/Registration/admin/checkin-list?conventionId=${conventionId}`,
            { headers: { authorization: `Bearer ${token}` } },
          );
          const bytes = (await answer.arrayBuffer()).byteLength;
          return { status: answer.status, ms: performance.now() - startedAt, bytes };
        }),
      );
      rendering = false;
      await probe;
      return {
        database: DB_LABELS[kind],
        attendees: ATTENDEES,
        lists,
        health: {
          calls: healthMs.length,
          maxMs: Math.max(...healthMs),
          p99Ms: percentile(healthMs, 99),
          failed,
        },
        peakRssMb: server.peakRssMb(),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
};

export const documentChecks = (f: DocumentFigures): Check[] => {
  const made = f.lists.filter((list) => list.status === 200);
  return [
    check(
      `${f.database}: GET /api/health while ${LISTS} check-in lists of ${f.attendees} render`,
      `max ${ms(f.health.maxMs)}, p99 ${ms(f.health.p99Ms)} over ${f.health.calls} calls, ${f.health.failed} failed`,
      `max <= ${HEALTH_BUDGET_MS} ms, 0 failed`,
      f.health.maxMs <= HEALTH_BUDGET_MS && f.health.failed === 0 && f.health.calls > 0,
    ),
    check(
      `${f.database}: ${LISTS} check-in lists of ${f.attendees} at once`,
      `${made.length} made (slowest ${ms(Math.max(...f.lists.map((l) => l.ms)))}, ` +
        `${Math.round((made[0]?.bytes ?? 0) / 1024)} KiB each), the rest 503; peak RSS ${Math.round(f.peakRssMb)} MB`,
      'each a PDF or a 503 sentence',
      f.lists.every((list) => list.status === 200 || list.status === 503) && made.length > 0,
    ),
  ];
};
