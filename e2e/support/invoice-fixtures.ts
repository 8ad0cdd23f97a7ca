import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { admin } from './accounts';
import { api, type Envelope } from './api-call';
import { rememberActiveConvention } from './active-convention';
import { loginToken, type NewMember } from './member-accounts';

export { api };

interface ConventionRef {
  id: number;
  name: string;
  sessions: { id: number }[];
}

const ok = async <T>(answer: Promise<{ status: number; body: Envelope<T> }>): Promise<T> => {
  const { status, body } = await answer;
  if (body.result !== 0) throw new Error(`HTTP ${status}: ${body.errorMessage}`);
  return body.data;
};

/** A Friday at least two months ahead, so the convention is upcoming whenever the suite runs. */
const fridayAhead = (): Date => {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + 60);
  while (day.getUTCDay() !== 5) day.setUTCDate(day.getUTCDate() + 1);
  return day;
};

/**
 * The name, or the name with a number when a retry of the same spec already made that convention,
 * so the pages never show two conventions a spec cannot tell apart.
 */
async function freeName(request: APIRequestContext, token: string, name: string): Promise<string> {
  const taken = new Set(
    (await ok(api<ConventionRef[]>(request, 'GET', '/api/Convention', token))).map((c) => c.name),
  );
  let candidate = name;
  for (let copy = 2; taken.has(candidate); copy += 1) candidate = `${name} (${copy})`;
  return candidate;
}

/**
 * Makes a winter convention of its own the active one, so a spec neither sees nor changes the
 * registrations of the seeded convention; `restore` gives the old one its place back.
 */
export async function activateOwnWinterConvention(
  request: APIRequestContext,
  name = 'Winter Invoices',
) {
  const restore = await rememberActiveConvention(request);
  const token = await loginToken(request, admin);
  const start = fridayAhead();
  const end = new Date(start.getTime() + 2 * 86_400_000);
  const created = await ok(
    api<ConventionRef>(request, 'POST', '/api/Convention', token, {
      name: await freeName(request, token, `${name} ${start.getUTCFullYear()}`),
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      season: 'WINTER',
      isRegistrationOpen: true,
    }),
  );
  await ok(
    api(request, 'PUT', '/api/Convention', token, {
      conventionId: created.id,
      name: created.name,
      isActive: true,
    }),
  );
  return { convention: created, restore };
}

/** The admin lets the member register others; returns the member's user id. */
export async function allowMultipleRegistrations(
  request: APIRequestContext,
  email: string,
): Promise<string> {
  const token = await loginToken(request, admin);
  const users = await ok(api<{ id: string; email: string }[]>(request, 'GET', '/api/User', token));
  const id = users.find((user) => user.email === email)?.id;
  if (!id) throw new Error(`${email} is not in the user list`);
  await ok(api(request, 'GET', `/api/User/setcanregistermultipleusers/${id}/true`, token));
  return id;
}

/** Registers one attendee for the convention as the member, with parking. */
export async function registerWithParking(
  request: APIRequestContext,
  member: NewMember,
  convention: ConventionRef,
  attendee: { firstName: string; lastName: string; email: string; plate: string },
): Promise<void> {
  const token = await loginToken(request, member);
  await ok(
    api(request, 'POST', '/api/Registration', token, {
      id: randomUUID(),
      conventionId: convention.id,
      attendeeFirstName: attendee.firstName,
      attendeeLastName: attendee.lastName,
      attendeeEmail: attendee.email,
      attendeeYearOfBirth: 1990,
      attendeeNationality: 'Belgian',
      registerDifferentPerson: attendee.email !== member.email,
      sessions: convention.sessions.slice(0, 1).map((session) => ({ id: session.id })),
      featuredGameIds: [],
      experienceLevel: 2,
      parking: true,
      licensePlate: attendee.plate,
      termsAccepted: true,
    }),
  );
}

export const CLUB_IBAN = 'BE68 5390 0754 7034';

/** Invoices are only sent once the club's IBAN is set: sets it when it is missing. */
export async function ensureClubIban(request: APIRequestContext): Promise<void> {
  const token = await loginToken(request, admin);
  const meta = await ok(
    api<{ invoiceMetaId: number; iban: string | null }>(request, 'GET', '/api/InvoiceMeta', token),
  );
  if (meta.iban) return;
  await ok(
    api(request, 'PUT', '/api/InvoiceMeta', token, {
      ...meta,
      beneficiaryName: '18xx Belgium',
      iban: CLUB_IBAN,
    }),
  );
}
