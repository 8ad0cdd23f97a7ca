import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { admin, type Credentials } from './accounts';
import { rememberActiveConvention } from './active-convention';
import { allowMultipleRegistrations, api, ensureClubIban } from './invoice-fixtures';
import { waitForCode } from './mailbox';
import { loginToken } from './member-accounts';
import { XSS_PAYLOADS, type XssPayload } from './xss-payloads';

type Envelope<T> = { result: number; errorMessage: string | null; data: T };

/** Where one stored field went: the payloads the server kept and those its validation refused. */
export interface FieldOutcome {
  field: string;
  stored: XssPayload[];
  /** With the server's error message, which says why. */
  refused: Array<{ payload: XssPayload; reason: string }>;
}

export interface XssMember extends Credentials {
  id: string;
  firstName: string;
  lastName: string;
  nationality: string;
}

export interface StoredXss {
  fields: FieldOutcome[];
  /** Member 0 registers everyone, member 1 writes to the admins, member 2 gets admin messages. */
  members: XssMember[];
  convention: { id: number; name: string };
  templateIds: number[];
  /** The messages to the admins, each with the texts its page must show literally. */
  conversations: Array<{ noteId: string; shows: string[] }>;
  /** The admin's messages to the third member, by payload. */
  adminMessages: Array<{ noteId: string; title: string }>;
  /** Sanitised HTML as the server answers it, per field, for the audit in the browser. */
  storedHtml: Record<string, string[]>;
  cleanUp: (request: APIRequestContext) => Promise<void>;
}

const byId = (id: number): XssPayload => {
  const payload = XSS_PAYLOADS.find((p) => p.id === id);
  if (!payload) throw new Error(`no payload ${id}`);
  return payload;
};

/**
 * Runs one write per group of payloads and sorts the payloads by the answer: kept (result 0) or
 * refused by validation (HTTP 400). Anything else is a failure of the test's own set-up. The
 * answers' data come back in the order of the groups, undefined where refused.
 */
async function storeGroups<T>(
  field: string,
  groups: readonly XssPayload[][],
  write: (group: XssPayload[], index: number) => Promise<{ status: number; body: Envelope<T> }>,
): Promise<{ outcome: FieldOutcome; data: Array<T | undefined> }> {
  const outcome: FieldOutcome = { field, stored: [], refused: [] };
  const data: Array<T | undefined> = [];
  for (const [index, group] of groups.entries()) {
    const { status, body } = await write(group, index);
    if (body.result === 0) {
      outcome.stored.push(...group);
      data.push(body.data);
    } else if (status === 400) {
      outcome.refused.push(
        ...group.map((payload) => ({ payload, reason: body.errorMessage ?? '' })),
      );
      data.push(undefined);
    } else {
      throw new Error(
        `${field}, payloads ${group.map((p) => p.id)}: HTTP ${status} ${JSON.stringify(body)}`,
      );
    }
  }
  return { outcome, data };
}

/** One write per payload; the data by payload id. */
async function storeEach<T>(
  field: string,
  payloads: readonly XssPayload[],
  write: (payload: XssPayload) => Promise<{ status: number; body: Envelope<T> }>,
): Promise<{ outcome: FieldOutcome; data: Map<number, T> }> {
  const { outcome, data } = await storeGroups(
    field,
    payloads.map((payload) => [payload]),
    ([payload]) => write(payload as XssPayload),
  );
  const byPayload = new Map<number, T>();
  data.forEach((answer, index) => {
    const payload = payloads[index];
    if (answer !== undefined && payload) byPayload.set(payload.id, answer);
  });
  return { outcome, data: byPayload };
}

/** The payloads in runs of `size`, for the rate-limited writes. */
const inGroupsOf = (size: number): XssPayload[][] =>
  Array.from({ length: Math.ceil(XSS_PAYLOADS.length / size) }, (_, index) =>
    XSS_PAYLOADS.slice(index * size, (index + 1) * size),
  );

const joined = (group: readonly XssPayload[]) => group.map((payload) => payload.text).join('\n');

const ok = async <T>(answer: Promise<{ status: number; body: Envelope<T> }>) => {
  const { status, body } = await answer;
  if (body.result !== 0) throw new Error(`HTTP ${status}: ${JSON.stringify(body)}`);
  return body.data;
};

/** A member whose first name, last name and nationality are three payloads, approved by the admin. */
async function signUpMember(
  request: APIRequestContext,
  adminToken: string,
  [first, last, nationality]: XssPayload[],
): Promise<XssMember> {
  const email = `xss.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const member = {
    email,
    password: 'Member#2026-xss',
    firstName: first?.text ?? '',
    lastName: last?.text ?? '',
    nationality: nationality?.text ?? '',
  };
  const register = await request.post('/api/Auth/register', {
    data: { ...member, confirmPassword: member.password, yearOfBirth: 1990 },
  });
  if (!register.ok())
    throw new Error(`sign-up: HTTP ${register.status()} ${await register.text()}`);
  const code = await waitForCode(email, { subject: /validation/i });
  const token = await loginToken(request, member);
  await ok(api(request, 'GET', `/api/Auth/validate-email?token=${code}`, token));
  const users = await ok(
    api<{ id: string; email: string }[]>(request, 'GET', '/api/User', adminToken),
  );
  const id = users.find((user) => user.email === email)?.id;
  if (!id) throw new Error(`${email} is not in the user list`);
  await ok(api(request, 'POST', `/api/User/${id}/approve`, adminToken));
  return { ...member, id };
}

/** A Friday well ahead, so the conventions are upcoming whenever the suite runs. */
const fridayAhead = (weeks: number): Date => {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + 90 + weeks * 7);
  while (day.getUTCDay() !== 5) day.setUTCDate(day.getUTCDate() + 1);
  return day;
};

interface CreatedConvention {
  id: number;
  name: string;
  sessions: { id: number }[];
}

/**
 * Stores every payload in every field a user can write and that the site shows again: three
 * members carry nine of them in their names and nationality (sign-ups are rate-limited per
 * address), every other field carries all of them.
 */
export async function storeXssPayloads(request: APIRequestContext): Promise<StoredXss> {
  const adminToken = await loginToken(request, admin);
  const restoreConvention = await rememberActiveConvention(request);
  const fields: FieldOutcome[] = [];
  const storedHtml: Record<string, string[]> = {};
  const all = XSS_PAYLOADS;

  // Names: the attribute breakouts and script tags first, where a name lands in markup.
  const nameIds = [25, 26, 27, 28, 1, 3, 18, 29, 30];
  const members: XssMember[] = [];
  for (let index = 0; index < 3; index++) {
    const trio = nameIds.slice(index * 3, index * 3 + 3).map(byId);
    members.push(await signUpMember(request, adminToken, trio));
  }
  const [registrar, writer, reader] = members as [XssMember, XssMember, XssMember];
  fields.push(
    {
      field: 'member first name',
      stored: nameIds.filter((_, i) => i % 3 === 0).map(byId),
      refused: [],
    },
    {
      field: 'member last name',
      stored: nameIds.filter((_, i) => i % 3 === 1).map(byId),
      refused: [],
    },
    {
      field: 'member nationality',
      stored: nameIds.filter((_, i) => i % 3 === 2).map(byId),
      refused: [],
    },
  );
  await allowMultipleRegistrations(request, registrar.email);

  // Conventions: one per payload; the first stored one becomes the active convention.
  const conventions = await storeEach('convention name', all, (payload) =>
    api<CreatedConvention>(request, 'POST', '/api/Convention', adminToken, {
      name: payload.text,
      startDate: fridayAhead(payload.id).toISOString(),
      endDate: new Date(fridayAhead(payload.id).getTime() + 2 * 86_400_000).toISOString(),
      season: payload.id % 2 === 0 ? 'WINTER' : 'SPRING',
      isRegistrationOpen: true,
    }),
  );
  fields.push(conventions.outcome);
  const active = [...conventions.data.values()][0];
  if (!active) throw new Error('no convention was stored');
  await ok(
    api(request, 'PUT', '/api/Convention', adminToken, {
      conventionId: active.id,
      name: active.name,
      isActive: true,
    }),
  );

  // Featured games, all linked to the active convention so the registration form lists them.
  const gameIds = new Map<number, string>();
  const games = await storeEach('featured game name', all, (payload) => {
    const id = randomUUID();
    gameIds.set(payload.id, id);
    return api(request, 'POST', '/api/FeaturedGames', adminToken, {
      id,
      gameName: payload.text,
      description: payload.text,
      isActive: true,
    });
  });
  fields.push(games.outcome, { ...games.outcome, field: 'featured game description' });
  for (const payload of games.outcome.stored) {
    await ok(
      api(
        request,
        'POST',
        `/api/Convention/${active.id}/featured-games/${gameIds.get(payload.id)}`,
        adminToken,
      ),
    );
  }

  // Announcements on the home page, half of them as alerts.
  const tags = await ok(
    api<{ id: number; code: string }[]>(request, 'GET', '/api/Notification/tags', adminToken),
  );
  const tag = (code: string) => {
    const found = tags.find((t) => t.code.toUpperCase() === code);
    if (!found) throw new Error(`no tag ${code}`);
    return found;
  };
  const day = 86_400_000;
  const notes = await storeEach('announcement title and body', all, (payload) =>
    api<{ noteId: string; body: string | null }>(request, 'POST', '/api/Notification', adminToken, {
      title: payload.text,
      body: payload.text,
      validFrom: new Date(Date.now() - day).toISOString(),
      validTo: new Date(Date.now() + day).toISOString(),
      isActive: true,
      tags: [tag('PUBLIC'), tag('HOMEPAGE'), ...(payload.id % 2 ? [tag('NOTIFICATION')] : [])],
    }),
  );
  fields.push(notes.outcome);
  storedHtml.announcement = [...notes.data.values()].map((note) => note.body ?? '');

  // Email templates: name, subject and HTML body.
  const templates = await storeEach('template name, subject and body', all, (payload) =>
    api<{ id: number; body: string }>(request, 'POST', '/api/Template', adminToken, {
      name: payload.text,
      subject: payload.text,
      body: payload.text,
    }),
  );
  fields.push(templates.outcome);
  storedHtml.template = [...templates.data.values()].map((template) => template.body);

  // Registrations: the registrar signs up each payload as an attendee, every text field filled.
  const registrarToken = await loginToken(request, registrar);
  const sessions = active.sessions.slice(0, 1).map((session) => ({ id: session.id }));
  const register = (token: string, attendee: Record<string, unknown>) =>
    api(request, 'POST', '/api/Registration', token, {
      id: randomUUID(),
      conventionId: active.id,
      attendeeYearOfBirth: 1990,
      sessions,
      featuredGameIds: [...gameIds.values()].slice(0, 2),
      experienceLevel: 2,
      termsAccepted: true,
      ...attendee,
    });
  for (const member of members) {
    await ok(
      register(await loginToken(request, member), {
        attendeeFirstName: member.firstName,
        attendeeLastName: member.lastName,
        attendeeEmail: member.email,
        attendeeNationality: member.nationality,
      }),
    );
  }
  const registrations = await storeEach('registration attendee and free text', all, (payload) =>
    register(registrarToken, {
      attendeeFirstName: payload.text,
      attendeeLastName: payload.text,
      attendeeEmail: `xss.attendee.${payload.id}.${Date.now()}@example.com`,
      attendeeNationality: payload.text,
      bringGames: payload.text,
      wantToPlayGames: payload.text,
      peopleToPlayWith: payload.text,
      additionalInfo: payload.text,
    }),
  );
  fields.push(registrations.outcome);

  // Messages to the admins and replies are rate-limited (20 per member, 60 per address in 15
  // minutes): ten messages carry six payloads each in their body and one in their title; five
  // of them get a reply from the member and one from the admin, twelve payloads in each.
  const writerToken = await loginToken(request, writer);
  const contacts = await storeGroups('message to the admins (HTML body)', inGroupsOf(6), (group) =>
    api<{ noteId: string }>(request, 'POST', '/api/Inbox/contact', writerToken, {
      title: group[0]?.text,
      body: joined(group),
    }),
  );
  fields.push(contacts.outcome, {
    field: 'message to the admins (title)',
    stored: inGroupsOf(6).flatMap((group, index) =>
      contacts.data[index] ? group.slice(0, 1) : [],
    ),
    refused: [],
  });
  const conversations = inGroupsOf(6).flatMap((group, index) => {
    const noteId = contacts.data[index]?.noteId;
    return noteId ? [{ noteId, shows: group.slice(0, 1).map((payload) => payload.text) }] : [];
  });
  const replyOn = (token: string) => (group: XssPayload[], index: number) => {
    const conversation = conversations[index];
    conversation?.shows.push(...group.map((payload) => payload.text));
    return api(request, 'POST', `/api/Inbox/${conversation?.noteId}/reply`, token, {
      body: joined(group),
    });
  };
  fields.push((await storeGroups('member reply', inGroupsOf(12), replyOn(writerToken))).outcome);
  fields.push((await storeGroups('admin reply', inGroupsOf(12), replyOn(adminToken))).outcome);

  // Messages from the admins to a member, one payload each: these are not rate-limited.
  const adminMessages = await storeEach('admin message (title, HTML body)', all, (payload) =>
    api<{ noteId: string }>(request, 'POST', '/api/Inbox/admin/message/send', adminToken, {
      recipientIds: [reader.id],
      title: payload.text,
      body: payload.text,
    }),
  );
  fields.push(adminMessages.outcome);
  const inboxBodies = async (token: string) =>
    (
      await ok(
        api<{ items: { message: { body: string } }[] }>(
          request,
          'GET',
          '/api/Inbox?pageSize=100',
          token,
        ),
      )
    ).items.map((item) => item.message.body);
  storedHtml.message = [
    ...(await inboxBodies(writerToken)),
    ...(await inboxBodies(await loginToken(request, reader))),
  ];

  // Invoices: one per member and convention, so each carries every payload in its HTML. The third
  // member gets none: the admin's Invoice Preview is checked on theirs.
  // A payload that is a placeholder the invoice does not fill would be refused as unfinished.
  const invoiceBody = all
    .filter((payload) => !/\{\{\s*[A-Za-z][A-Za-z0-9]*\s*\}\}/.test(payload.text))
    .map((payload) => `<p>${payload.text}</p>`)
    .join('\n');
  await ensureClubIban(request);
  const invoiceIds = [1, 51];
  const invoices = await storeEach('invoice subject and HTML', invoiceIds.map(byId), (payload) => {
    const member = members[invoiceIds.indexOf(payload.id)];
    return api(request, 'POST', '/api/Inbox/admin/invoice/send', adminToken, {
      recipientId: member?.id,
      title: `Registration Invoice ${payload.text}`,
      invoice: `${payload.text}\n${invoiceBody}`,
    });
  });
  fields.push(invoices.outcome);

  const cleanUp = async (later: APIRequestContext) => {
    const token = await loginToken(later, admin);
    const remove = (url: string) =>
      later.delete(url, { headers: { Authorization: `Bearer ${token}` } });
    for (const note of notes.data.values()) await remove(`/api/Notification/${note.noteId}`);
    for (const template of templates.data.values()) await remove(`/api/Template/${template.id}`);
    for (const payload of games.outcome.stored) {
      await later.delete(`/api/Convention/${active.id}/featured-games/${gameIds.get(payload.id)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      await remove(`/api/FeaturedGames/${gameIds.get(payload.id)}`);
    }
    await restoreConvention(later);
  };

  return {
    fields,
    members,
    convention: { id: active.id, name: active.name },
    templateIds: [...templates.data.values()].map((template) => template.id),
    conversations,
    adminMessages: adminMessages.outcome.stored.map((payload) => ({
      noteId: adminMessages.data.get(payload.id)?.noteId ?? '',
      title: payload.text,
    })),
    storedHtml,
    cleanUp,
  };
}
