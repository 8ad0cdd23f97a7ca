import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  cancelPreviewText,
  type CancelPreview,
  type CancelRegistrationResponse,
  type Convention,
  type InvoiceMeta,
  type MyTables,
  type PromotedRegistration,
  type Registration,
  type TablePlan,
} from 'shared-api/contract';
import { and, eq } from 'drizzle-orm';
import {
  auditLog,
  conventions,
  invoices,
  messageRecipients,
  messages,
  registrations,
  registrationSessions,
} from '../src/db/schema';
import { COPY_OWNER_LEFT } from '../src/contexts/planner/board';
import { loadPlanningData } from '../src/contexts/planner/planning-data';
import { plannerInput } from '../src/contexts/planner/planner-input';
import { EMPTY_PLAN } from '../src/contexts/planner/stored-plan';
import { mailsTo } from './support/mail';
import { call } from './support/messaging';
import {
  createConvention,
  registrationPayload,
  signedInUser,
  type ConventionFixture,
  type Member,
} from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken, MEMBER_PASSWORD } from './support/users';

// Every change of a registration's status, with what follows from it: places and the waiting
// list, the invoice, the table plan, what people are told, the audit trail.
const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);

const meta = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data;
assert.equal(
  (
    await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
      ...meta,
      beneficiaryName: '18xx Belgium vzw',
      iban: 'BE68 5390 0754 7034',
      springConventionFee: 80,
      springParkingFee: 10,
    })
  ).status,
  200,
);

/** Each test its own active convention (one is active at a time), with a capacity if given. */
const activeConvention = async (name: string, capacity: number | null = null) => {
  await app.db.update(conventions).set({ isActive: false });
  const convention = await createConvention(app.db, { name });
  await app.db.update(conventions).set({ capacity }).where(eq(conventions.id, convention.id));
  return convention;
};

let people = 0;
const member = (name: string) => signedInUser(app, `${name}.${++people}@18xx.be`);

const register = async (who: Member, convention: ConventionFixture) => {
  const answer = await call<Registration>(
    app,
    who.token,
    'POST',
    '/api/Registration',
    registrationPayload(convention, who.email),
  );
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
};

const statusOf = async (id: string) => {
  const [row] = await app.db.select().from(registrations).where(eq(registrations.id, id));
  return row?.status;
};

const inboxTitles = async (userId: string) =>
  (
    await app.db
      .select({ title: messages.title, body: messages.body })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(eq(messageRecipients.userId, userId))
  ).map((m) => m.title);

const conventionListed = async (id: number) => {
  const listed = (await call<Convention[]>(app, adminToken, 'GET', '/api/Convention')).body.data;
  const found = listed.find((c) => c.id === id);
  assert.ok(found);
  return found;
};

test('an organiser promotes the chosen waiting person on a full convention: over capacity by one, said in the answer and the list, and the person is told', async () => {
  const convention = await activeConvention('Promote Convention 2031', 2);
  const [a, b, c, d] = await Promise.all(['pa', 'pb', 'pc', 'pd'].map((n) => member(n)));
  const rows = [];
  for (const who of [a!, b!, c!, d!]) rows.push(await register(who, convention));
  assert.deepEqual(
    rows.map((r) => r.status),
    ['registered', 'registered', 'waiting', 'waiting'],
  );

  // The second in line, out of turn.
  const promoted = await call<PromotedRegistration>(
    app,
    adminToken,
    'POST',
    `/api/Registration/admin/${rows[3]!.id}/promote`,
  );
  assert.equal(promoted.status, 200, JSON.stringify(promoted.body));
  assert.equal(promoted.body.data.status, 'registered');
  assert.equal(promoted.body.data.overCapacityBy, 1);
  const listed = await conventionListed(convention.id);
  assert.deepEqual(
    [listed.capacity, listed.registeredAttendees, listed.waitingAttendees],
    [2, 3, 1],
  );
  assert.deepEqual(await inboxTitles(d!.id), [`A place is yours at ${convention.name}`]);
  const [placeMail] = (await mailsTo(app, d!.email)).slice(-1);
  assert.equal(placeMail?.subject, `A place is yours at ${convention.name}`);
  assert.match(placeMail?.text ?? '', /The organisers have given you a place at/);
  // The text part alone says where to look and what to pay (€80 and €10 of parking, not invoiced yet).
  assert.ok(
    placeMail?.text.includes(`View your registration: ${app.config.publicUrl}/my-registrations`),
    placeMail?.text,
  );
  assert.match(placeMail?.text ?? '', /The amount to pay is €90\.00, by bank transfer/);
  const [audit] = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'registration.promote'), eq(auditLog.targetId, rows[3]!.id)));
  assert.deepEqual(audit?.details, { overCapacityBy: 1 });

  // Over capacity, a newcomer still waits, and a cancellation frees no place yet.
  const e = await member('pe');
  assert.equal((await register(e, convention)).status, 'waiting');
  const first = await call<CancelRegistrationResponse>(
    app,
    a!.token,
    'POST',
    `/api/Registration/${rows[0]!.id}/cancel`,
  );
  assert.equal(first.body.data.promotedRegistrationId, null);
  assert.equal(await statusOf(rows[2]!.id), 'waiting');
  // Back at the capacity, the next freed place goes to the first in line.
  const second = await call<CancelRegistrationResponse>(
    app,
    b!.token,
    'POST',
    `/api/Registration/${rows[1]!.id}/cancel`,
  );
  assert.equal(second.body.data.promotedRegistrationId, rows[2]!.id);
  const waiting = await call<Registration[]>(
    app,
    adminToken,
    'GET',
    `/api/Registration/admin/waiting-list?conventionId=${convention.id}`,
  );
  assert.deepEqual(
    waiting.body.data.map((r) => [r.attendeeEmail, r.waitingPosition]),
    [[e.email, 1]],
    'positions stay gapless',
  );
});

test('the database still refuses a normal placement beyond the capacity', async () => {
  const convention = await activeConvention('Refuse Convention 2031', 1);
  const [a, b] = await Promise.all(['ra', 'rb'].map((n) => member(n)));
  await register(a!, convention);
  const waiting = await register(b!, convention);
  assert.equal(waiting.status, 'waiting');
  await assert.rejects(
    app.db
      .update(registrations)
      .set({ status: 'registered' })
      .where(eq(registrations.id, waiting.id)),
    'a placement that is not a promotion out of turn',
  );
  assert.equal(await statusOf(waiting.id), 'waiting');
});

test("an organiser's cancellation tells the member, once by inbox and once by mail, with the refund due", async () => {
  const convention = await activeConvention('Told Convention 2031');
  const ann = await member('told');
  const registration = await register(ann, convention);
  assert.equal(
    (await call(app, adminToken, 'POST', `/api/Inbox/admin/invoice/send/${ann.id}`)).status,
    200,
  );
  const [invoice] = await app.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.recipientUserId, ann.id), eq(invoices.conventionId, convention.id)));
  assert.equal(invoice?.amountCents, 9000);
  assert.equal(
    (
      await call(app, adminToken, 'POST', `/api/Payments/${invoice!.id}/record`, {
        amountCents: 9000,
        method: 'bank_transfer',
        date: '2031-01-10',
      })
    ).status,
    200,
  );

  const cancelled = await call<CancelRegistrationResponse>(
    app,
    adminToken,
    'POST',
    `/api/Registration/${registration.id}/cancel`,
  );
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  assert.equal(cancelled.body.data.isRefundable, true);

  const title = `Your registration for ${convention.name} is cancelled`;
  const told = (
    await app.db
      .select({ body: messages.body })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(and(eq(messageRecipients.userId, ann.id), eq(messages.title, title)))
  ).map((m) => m.body);
  assert.equal(told.length, 1, 'one inbox message');
  assert.match(told[0]!, /A refund of €90\.00 is due to you/);
  const mails = (await mailsTo(app, ann.email)).filter((mail) => mail.subject === title);
  assert.equal(mails.length, 1, 'one mail');
  assert.match(mails[0]!.text, /A refund of €90\.00 is due to you/);
  assert.match(mails[0]!.html, /href="http/, 'the mail links to the site');

  const [audit] = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'registration.cancel'), eq(auditLog.targetId, registration.id)));
  assert.deepEqual(audit?.details, { byOrganiser: true, refundDue: '€90.00', promoted: [] });

  // Made for someone else: the attendee and the registrant who pays for it both hear of it.
  const rita = await signedInUser(app, `rita.${++people}@18xx.be`, undefined, {
    canRegisterMultiplePlayers: true,
  });
  const guestEmail = `guest.${people}@example.com`;
  const forGuest = await call<Registration>(
    app,
    rita.token,
    'POST',
    '/api/Registration',
    registrationPayload(convention, guestEmail),
  );
  assert.equal(forGuest.status, 200, JSON.stringify(forGuest.body));
  await call(app, adminToken, 'POST', `/api/Registration/${forGuest.body.data.id}/cancel`);
  assert.deepEqual(await inboxTitles(rita.id), [title]);
  for (const address of [guestEmail, rita.email]) {
    const told = (await mailsTo(app, address)).filter((mail) => mail.subject === title);
    assert.equal(told.length, 1, address);
    assert.match(told[0]!.text, /Nothing is due to be refunded\./);
  }

  // The member's own cancellation tells nobody: they know.
  const bob = await member('self');
  const own = await register(bob, convention);
  await call(app, bob.token, 'POST', `/api/Registration/${own.id}/cancel`);
  assert.deepEqual(await inboxTitles(bob.id), []);
});

test('the cancel preview tells the refund and the first in line as the cancellation then does, and changes nothing', async () => {
  const convention = await activeConvention('Preview Convention 2031', 1);
  const ann = await member('preview');
  const placed = await register(ann, convention);
  assert.equal(
    (await call(app, adminToken, 'POST', `/api/Inbox/admin/invoice/send/${ann.id}`)).status,
    200,
  );
  const [invoice] = await app.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.recipientUserId, ann.id), eq(invoices.conventionId, convention.id)));
  assert.equal(
    (
      await call(app, adminToken, 'POST', `/api/Payments/${invoice!.id}/record`, {
        amountCents: 9000,
        method: 'bank_transfer',
        date: '2031-01-10',
      })
    ).status,
    200,
  );
  const bob = await member('waits');
  const waiting = await register(bob, convention);
  assert.equal(await statusOf(waiting.id), 'waiting');
  const [toldWaiting] = (await mailsTo(app, bob.email)).filter(
    (mail) => mail.subject === `Waiting list: ${convention.name}`,
  );
  assert.match(toldWaiting?.text ?? '', /^Hello Ann,\s+Preview Convention 2031 is full\./);
  const [bobRow] = await app.db
    .select()
    .from(registrations)
    .where(eq(registrations.id, waiting.id));
  const bobName = `${bobRow!.attendeeFirstName} ${bobRow!.attendeeLastName}`;
  const mailsBefore = (await mailsTo(app, bob.email)).length;

  const url = `/api/Registration/${placed.id}/cancel-preview`;
  const mine = await call<CancelPreview>(app, ann.token, 'GET', url);
  assert.equal(mine.status, 200, JSON.stringify(mine.body));
  assert.deepEqual(mine.body.data, {
    refundDueCents: 9000,
    placeGoesToWaitingList: true,
    firstInLineName: null,
  });
  assert.equal(
    cancelPreviewText(mine.body.data, 'member'),
    'A refund of €90.00 is due to you. Your place goes to the first on the waiting list.',
  );
  const organisers = await call<CancelPreview>(app, adminToken, 'GET', url);
  assert.deepEqual(organisers.body.data, {
    refundDueCents: 9000,
    placeGoesToWaitingList: true,
    firstInLineName: bobName,
  });
  assert.equal(
    cancelPreviewText(organisers.body.data, 'organiser'),
    `A refund of €90.00 will be due to the member. The place goes to the first on the waiting list, ${bobName}.`,
  );
  assert.equal((await call(app, bob.token, 'GET', url)).status, 404, 'not theirs to see');

  // Nothing happened: the places, the invoice, the mails and the audit trail are as they were.
  assert.equal(await statusOf(placed.id), 'registered');
  assert.equal(await statusOf(waiting.id), 'waiting');
  const [after] = await app.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
  assert.equal(after?.amountCents, 9000);
  assert.equal((await mailsTo(app, bob.email)).length, mailsBefore);
  assert.equal(
    (
      await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'registration.cancel'), eq(auditLog.targetId, placed.id)))
    ).length,
    0,
  );

  // The cancellation itself then does what was previewed.
  await call(app, ann.token, 'POST', `/api/Registration/${placed.id}/cancel`);
  assert.equal(await statusOf(waiting.id), 'registered');
  const [audit] = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'registration.cancel'), eq(auditLog.targetId, placed.id)));
  assert.deepEqual(audit?.details, {
    byOrganiser: false,
    refundDue: '€90.00',
    promoted: [waiting.id],
  });

  // The first in line cancelling their own: nothing paid, nobody waits.
  assert.deepEqual(
    (
      await call<CancelPreview>(
        app,
        bob.token,
        'GET',
        `/api/Registration/${waiting.id}/cancel-preview`,
      )
    ).body.data,
    { refundDueCents: 0, placeGoesToWaitingList: false, firstInLineName: null },
  );
});

/**
 * A planned convention: each person registered by the database's own placement (the capacity
 * makes the last ones wait), with what they bring and want. Registration ids by first name.
 */
const planned = async (
  name: string,
  capacity: number,
  who: readonly (readonly [string, string | null, string])[],
) => {
  const convention = await activeConvention(name, capacity);
  const saturday = convention.sessionIds[0]!;
  const ids = new Map<string, string>();
  const members = new Map<string, Member>();
  for (const [first, bring, want] of who) {
    const person = await signedInUser(app, `${first.toLowerCase()}.${convention.id}@18xx.be`);
    const [row] = await app.db
      .insert(registrations)
      .values({
        conventionId: convention.id,
        userId: person.id,
        registeredByUserId: person.id,
        attendeeFirstName: first,
        attendeeLastName: 'Lifecycle',
        attendeeEmail: person.email,
        bringGames: bring,
        wantToPlayGames: want,
        experienceLevel: 2,
        termsAccepted: true,
      })
      .returning({ id: registrations.id });
    await app.db
      .insert(registrationSessions)
      .values({ registrationId: row!.id, sessionId: saturday });
    ids.set(first, row!.id);
    members.set(first, person);
  }
  const url = `/api/Planner/${convention.id}`;
  const board = async () => (await call<TablePlan>(app, adminToken, 'GET', url)).body.data;
  const publish = async () => {
    const ran = await call<TablePlan>(app, adminToken, 'POST', `${url}/run`, {
      version: (await board()).version,
    });
    assert.equal(ran.status, 200, JSON.stringify(ran.body));
    const published = await call<TablePlan>(app, adminToken, 'POST', `${url}/publish`, {
      version: ran.body.data.version,
    });
    assert.equal(published.status, 200, JSON.stringify(published.body));
    return published.body.data;
  };
  return { convention, ids, members, board, publish };
};

const seatedIds = (plan: TablePlan) => plan.tables.flatMap((t) => t.playerIds);

test('waiting and cancelled attendees are never in the planner input, on the board or told of tables', async () => {
  const { convention, ids, members, board, publish } = await planned('Waiting Planner 2031', 4, [
    ['Ann', '1830', '1830'],
    ['Bob', null, '1830'],
    ['Cid', null, '1830'],
    ['Dan', '1889', '1830'],
    ['Wes', '1889', '1889'],
    ['Wyn', '1846', '1846'],
  ]);
  const cancelled = ids.get('Dan')!;
  await call(app, adminToken, 'POST', `/api/Registration/${cancelled}/cancel`);
  // Dan's place went to Wes, the first in line; Wyn still waits.
  assert.equal(await statusOf(ids.get('Wes')!), 'registered');
  const waiting = ids.get('Wyn')!;
  assert.equal(await statusOf(waiting), 'waiting');

  const input = plannerInput(await loadPlanningData(app.db, convention.id), EMPTY_PLAN, {
    timeLimitSeconds: 1,
    minTableSize: 3,
    seed: 1,
  });
  const inInput = input?.attendees.map((a) => a.id) ?? [];
  assert.ok(!inInput.includes(waiting) && !inInput.includes(cancelled), 'not in the input');
  assert.ok(inInput.includes(ids.get('Wes')!));

  const plan = await publish();
  for (const absent of [waiting, cancelled]) {
    assert.ok(!plan.attendees.some((a) => a.id === absent), 'not listed');
    assert.ok(!seatedIds(plan).includes(absent), 'not seated');
  }
  for (const absent of ['Wyn', 'Dan']) {
    const titles = await inboxTitles(members.get(absent)!.id);
    assert.ok(!titles.some((t) => t.startsWith('Your tables')), `${absent} is told of no table`);
  }
  assert.ok((await inboxTitles(members.get('Ann')!.id)).some((t) => t.startsWith('Your tables')));
  assert.equal((await board()).changedSincePublished, false);
});

test('cancelling a seated player of a published plan marks it and that table changed, and tells the players left at it', async () => {
  const { ids, members, board, publish } = await planned('Published Planner 2031', 10, [
    ['Ann', '1830', '1830'],
    ['Bob', null, '1830'],
    ['Cid', null, '1830'],
    ['Dee', null, '1830'],
    ['Eve', '1889', '1889'],
    ['Fay', null, '1889'],
    ['Gus', null, '1889'],
  ]);
  const plan = await publish();
  const leaving = ids.get('Bob')!;
  const table = plan.tables.find((t) => t.playerIds.includes(leaving))!;
  const mates = [...ids].filter(([, id]) => id !== leaving && table.playerIds.includes(id));
  assert.ok(mates.length > 0);

  const bob = members.get('Bob')!;
  const cancelled = await call(app, bob.token, 'POST', `/api/Registration/${leaving}/cancel`);
  assert.equal(cancelled.status, 200);

  const after = await board();
  assert.equal(after.changedSincePublished, true);
  assert.ok(!seatedIds(after).includes(leaving), 'Bob left his table');
  assert.deepEqual(
    after.tables.filter((t) => t.changedSincePublished).map((t) => t.id),
    [table.id],
    'the board names the table that changed',
  );
  for (const [name] of mates) {
    const mate = members.get(name)!;
    const titles = await inboxTitles(mate.id);
    assert.ok(titles.includes('Your table changed: Published Planner 2031'), name);
    const mail = (await mailsTo(app, mate.email)).find(
      (m) => m.subject === 'Your table changed: Published Planner 2031',
    );
    assert.match(mail?.text ?? '', /Bob Lifecycle no longer plays/);
    const mine = await call<MyTables>(app, mate.token, 'GET', '/api/Planner/my');
    assert.ok(
      !mine.body.data.attendees[0]!.tables[0]!.tableMates.includes('Bob Lifecycle'),
      'no longer a table mate',
    );
  }
  const others = [...ids].filter(([name, id]) => name !== 'Bob' && !table.playerIds.includes(id));
  for (const [name] of others) {
    const titles = await inboxTitles(members.get(name)!.id);
    assert.ok(!titles.some((t) => t.startsWith('Your table changed')), `${name} is not concerned`);
  }

  // The owner of a table's copy leaves: the board says the table needs another copy.
  const owned = after.tables.find((t) => t.copyOwnerId !== null)!;
  const owner = [...ids].find(([, id]) => id === owned.copyOwnerId)![0];
  await call(
    app,
    members.get(owner)!.token,
    'POST',
    `/api/Registration/${owned.copyOwnerId}/cancel`,
  );
  const withoutCopy = (await board()).tables.find((t) => t.id === owned.id)!;
  assert.ok(withoutCopy.warnings.includes(COPY_OWNER_LEFT), JSON.stringify(withoutCopy.warnings));
});

test('erasing an account frees its place to the first in line and its seats, and tells its table mates without its name', async () => {
  const { ids, members, board, publish } = await planned('Erased Planner 2031', 6, [
    ['Ann', '1830', '1830'],
    ['Bob', null, '1830'],
    ['Cid', null, '1830'],
    ['Eve', '1889', '1889'],
    ['Fay', null, '1889'],
    ['Gus', null, '1889'],
    ['Wes', null, '1830'],
  ]);
  const waiting = ids.get('Wes')!;
  assert.equal(await statusOf(waiting), 'waiting');
  const plan = await publish();
  const erased = ids.get('Cid')!;
  const table = plan.tables.find((t) => t.playerIds.includes(erased))!;

  const active = async () =>
    (await call<Convention>(app, adminToken, 'GET', '/api/Convention/active')).body.data;
  assert.equal((await active()).waitingAttendees, 1);
  const cid = members.get('Cid')!;
  const done = await call(app, cid.token, 'POST', '/api/User/me/delete', {
    password: MEMBER_PASSWORD,
  });
  assert.equal(done.status, 200, JSON.stringify(done.body));

  assert.equal(await statusOf(erased), 'cancelled');
  assert.equal(await statusOf(waiting), 'registered', 'the first in line has the place');
  assert.equal((await active()).waitingAttendees, 0, 'the active convention counts afresh');
  assert.ok(
    (await inboxTitles(members.get('Wes')!.id)).includes('A place is yours at Erased Planner 2031'),
  );
  const after = await board();
  assert.ok(!after.attendees.some((a) => a.id === erased));
  assert.ok(!seatedIds(after).includes(erased), 'its seats are free');
  assert.equal(after.changedSincePublished, true);
  const mateIds = table.playerIds.filter((id) => id !== erased);
  const mateMembers = [...ids].filter(([, id]) => mateIds.includes(id)).map(([n]) => n);
  for (const name of mateMembers) {
    const mail = (await mailsTo(app, members.get(name)!.email)).find(
      (m) => m.subject === 'Your table changed: Erased Planner 2031',
    );
    assert.match(mail?.text ?? '', /A player no longer plays/);
    assert.doesNotMatch(mail?.text ?? '', /Cid/);
  }
});
