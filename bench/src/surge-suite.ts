import type { Convention } from 'shared-api/contract';
import { openDatabase, registrations, registrationPayload } from 'server/testing';
import { callApi, logIn, mapLimited, postOnOwnConnection } from './api-client';
import { check, ms, type Check } from './checks';
import { MEMBER_PASSWORD, memberEmail } from './seed';
import type { RunningProcess } from './server-process';

export const SURGE_MEMBERS = 500;
const MAX_P99_MS = 1000;

export interface SurgeFigures {
  members: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** From the first request sent to the last answer received. */
  wallMs: number;
  /** The API's CPU time (user and system) over the same span. */
  serverCpuMs: number;
  /** The load generator's own CPU time: on two cores it is taken from the API and PostgreSQL. */
  clientCpuMs: number;
  /** Why the first refused registration was refused, if one was. */
  firstError: string | null;
  rows: number;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** One member's POST /api/Registration: its time, and whether it was accepted. */
const register = async (baseUrl: string, token: string, json: string) => {
  const started = performance.now();
  try {
    await postOnOwnConnection(baseUrl, '/api/Registration', token, json);
    return { ms: performance.now() - started, ok: true, error: null };
  } catch (error) {
    return { ms: performance.now() - started, ok: false, error: String(error) };
  }
};

/**
 * Approved members register themselves for the active convention once an admin
 * opens registration. Every member is signed in beforehand; the admin opens registration and all
 * registrations are sent at that same moment.
 */
export const benchSurge = async (
  server: RunningProcess,
  databaseUrl: string,
  adminToken: string,
): Promise<SurgeFigures> => {
  const baseUrl = server.url;
  const emails = Array.from({ length: SURGE_MEMBERS }, (_, index) => memberEmail(index));
  const tokens = await mapLimited(emails, 4, (email) => logIn(baseUrl, email, MEMBER_PASSWORD));
  const active = await callApi<Convention>(baseUrl, 'GET', '/api/Convention/active');
  const fixture = {
    id: active.id,
    name: active.name,
    sessionIds: active.sessions.map((s) => s.id),
    gameIds: active.featuredGames.map((g) => g.id),
  };
  // Serialised before the clock starts: the bench's own CPU is taken from the server's two cores.
  const calls = tokens.map((token, index) => ({
    token,
    json: JSON.stringify(registrationPayload(fixture, memberEmail(index))),
  }));

  await callApi(baseUrl, 'PUT', `/api/Convention/${active.id}/registration-status`, {
    token: adminToken,
    body: { isOpen: true },
  });
  const cpuBefore = server.cpuMs();
  const ownCpuBefore = process.cpuUsage();
  const started = performance.now();
  const answers = await Promise.all(calls.map(({ token, json }) => register(baseUrl, token, json)));
  const wallMs = performance.now() - started;
  const serverCpuMs = server.cpuMs() - cpuBefore;
  const ownCpu = process.cpuUsage(ownCpuBefore);

  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    // The surge's own rows: the demo seed registers people of its own for the same convention.
    const surgeEmails = new Set(emails);
    const rows = (
      await database.db
        .select({ email: registrations.attendeeEmail, conventionId: registrations.conventionId })
        .from(registrations)
    ).filter((row) => row.conventionId === active.id && surgeEmails.has(row.email)).length;
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    return {
      members: SURGE_MEMBERS,
      p50Ms: percentile(times, 50),
      p99Ms: percentile(times, 99),
      errors: answers.filter((a) => !a.ok).length,
      firstError: answers.find((a) => !a.ok)?.error ?? null,
      wallMs,
      serverCpuMs,
      clientCpuMs: (ownCpu.user + ownCpu.system) / 1000,
      rows,
    };
  } finally {
    await database.close();
  }
};

export const surgeChecks = (db: string, f: SurgeFigures): Check[] => [
  check(
    `${db} registration surge (${f.members} at once)`,
    `p50 ${ms(f.p50Ms)}, p99 ${ms(f.p99Ms)}, ${f.errors} errors, ${f.rows} rows, all done in ${ms(f.wallMs)} (CPU: API ${ms(f.serverCpuMs)}, bench ${ms(f.clientCpuMs)})${f.firstError ? `; first error: ${f.firstError}` : ''}`,
    `0 errors, ${f.members} rows, p99 <= ${MAX_P99_MS} ms`,
    f.errors === 0 && f.rows === f.members && f.p99Ms <= MAX_P99_MS,
  ),
];
