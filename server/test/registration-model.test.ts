// A model-based test of what a registration is, owes and is told, driven through the HTTP API by
// random sequences of members' and organisers' actions (fast-check's fc.commands). After every step
// the server is compared with a small model, and with itself: the same money in the API, the QR
// and the PDF; nobody without a place on the board; one message per organiser action.
// MODEL_SEED, MODEL_RUNS and MODEL_STEPS change the seed and size (the bench runs it longer).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import fc from 'fast-check';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { eq, inArray, sql } from 'drizzle-orm';
import type {
  AdminRegistration,
  InvoiceMeta,
  PaymentRow,
  Registration,
  TablePlan,
} from 'shared-api/contract';
import { conventions, messageRecipients, payments, users } from '../src/db/schema';
import { camtStatement } from './support/camt-sample';
import { call } from './support/messaging';
import { pdfText } from './support/pdf-text';
import {
  createConvention,
  registrationPayload,
  signedInUser,
  type ConventionFixture,
  type Member,
} from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const SEED = Number(process.env.MODEL_SEED ?? 20261128);
const RUNS = Number(process.env.MODEL_RUNS ?? 5);
const STEPS = Number(process.env.MODEL_STEPS ?? 16);
const MEMBERS = 4;
const GUESTS = 2;
const CAPACITY = 3;

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const adminId = (
  await app.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL))
)[0]?.id;
const meta = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data;
assert.equal(
  (
    await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
      ...meta,
      beneficiaryName: '18xx Belgium vzw',
      iban: 'BE68539007547034',
      springConventionFee: 50,
      springParkingFee: 5,
    })
  ).status,
  200,
);

type Status = 'registered' | 'waiting' | 'cancelled';
type Attendee = { kind: 'member'; index: number } | { kind: 'guest'; index: number };

interface ModelRegistration {
  id: string;
  registrant: number;
  attendee: Attendee;
  status: Status;
}

interface Model {
  registrations: ModelRegistration[];
  erased: Set<number>;
  /** Registrants whose invoice was sent. */
  invoiced: Set<number>;
  /** Places given by an organiser beyond the capacity. */
  outOfTurn: number;
  /** Every cent recorded, by hand or from a statement, minus refunds. */
  paidCents: number;
}

interface Real {
  convention: ConventionFixture;
  members: Member[];
  guestEmails: string[];
  statements: number;
}

const sameAttendee = (a: Attendee, b: Attendee) => a.kind === b.kind && a.index === b.index;
const holding = (model: Model) => model.registrations.filter((r) => r.status === 'registered');
const waitingInOrder = (model: Model) => model.registrations.filter((r) => r.status === 'waiting');
const active = (model: Model, attendee: Attendee) =>
  model.registrations.find((r) => r.status !== 'cancelled' && sameAttendee(r.attendee, attendee));

/** A freed place goes to the first in line, while the places taken stay under the capacity. */
const fillFreedPlaces = (model: Model) => {
  for (const next of waitingInOrder(model)) {
    if (holding(model).length >= CAPACITY) return;
    next.status = 'registered';
  }
};

const emailOf = (real: Real, attendee: Attendee) =>
  attendee.kind === 'member'
    ? (real.members[attendee.index]?.email ?? '')
    : (real.guestEmails[attendee.index] ?? '');

/** Inbox messages to this user, counted in the database (the member's own inbox). */
const messagesTo = async (userId: string) =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messageRecipients)
      .where(eq(messageRecipients.userId, userId))
  )[0]?.n ?? 0;

const decodePng = (png: Buffer): string | null => {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
};

/** The amount an EPC QR asks for, in cents (line 8 of the payload: EUR12.34). */
const epcCents = (payload: string) => {
  const amount = payload.split('\n')[7] ?? '';
  return Math.round(Number(amount.replace(/^EUR/, '')) * 100);
};

const paymentRows = async (real: Real) =>
  (
    await call<PaymentRow[]>(
      app,
      adminToken,
      'GET',
      `/api/Payments?conventionId=${real.convention.id}`,
    )
  ).body.data;

const adminRegistrations = async () =>
  (
    await call<AdminRegistration[]>(
      app,
      adminToken,
      'GET',
      '/api/Registration/admin/active-convention-registrations',
    )
  ).body.data;

const board = async (real: Real) =>
  (await call<TablePlan>(app, adminToken, 'GET', `/api/Planner/${real.convention.id}`)).body.data;

/** What the server says, checked against the model and against itself. */
const checkInvariants = async (model: Model, real: Real) => {
  const listed = await adminRegistrations();
  const status = new Map(listed.map((r) => [r.id, r.status]));
  for (const r of model.registrations)
    assert.equal(status.get(r.id), r.status, `status of ${r.id}`);
  assert.ok(holding(model).length <= CAPACITY + model.outOfTurn, 'places within the capacity');

  const waiting = (
    await call<Registration[]>(
      app,
      adminToken,
      'GET',
      `/api/Registration/admin/waiting-list?conventionId=${real.convention.id}`,
    )
  ).body.data;
  assert.deepEqual(
    waiting.map((r) => r.id),
    waitingInOrder(model).map((r) => r.id),
    'the waiting list in arrival order',
  );
  assert.deepEqual(
    waiting.map((r) => r.waitingPosition),
    waiting.map((_, i) => i + 1),
    'waiting positions 1..n without gaps',
  );

  const rows = await paymentRows(real);
  let ledgerCents = 0;
  for (const row of rows) {
    ledgerCents += row.paidCents;
    const qr = await app.inject({ method: 'GET', url: `/api/Invoice/${row.invoiceId}/qr.png` });
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/Invoice/${row.invoiceId}/pdf`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    assert.equal(pdf.statusCode, 200);
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    if (row.leftCents > 0) {
      assert.equal(qr.statusCode, 200, 'an invoice with money left has a QR');
      const payload = decodePng(qr.rawPayload);
      assert.ok(payload, 'the QR reads');
      assert.equal(epcCents(payload), row.leftCents, 'the QR asks for what is left');
      assert.match(text, leftToPayPattern(row.leftCents), `the PDF asks for what is left: ${text}`);
    } else {
      assert.notEqual(qr.statusCode, 200, 'nothing left: no QR');
      assert.doesNotMatch(text, /Please pay/);
    }
  }
  const [recorded] = await app.db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(
      rows.length > 0
        ? inArray(
            payments.invoiceId,
            rows.map((row) => row.invoiceId),
          )
        : sql`false`,
    );
  assert.equal(recorded?.cents, ledgerCents, 'every payment is one ledger credit');
  assert.equal(ledgerCents, model.paidCents, 'what was paid is what the ledger received');

  const plan = await board(real);
  const placed = new Set(holding(model).map((r) => r.id));
  for (const attendee of plan.attendees)
    assert.ok(placed.has(attendee.id), 'only places on the board');
  for (const table of plan.tables) {
    for (const player of table.playerIds) assert.ok(placed.has(player), 'only places at a table');
  }
};

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;
/** What the PDF's payment part asks for: "Please pay €12.34 by …". */
const leftToPayPattern = (cents: number) =>
  new RegExp(`Please pay ${euros(cents).replace('.', '\\.')} by`);

type Command = fc.AsyncCommand<Model, Real>;

/** Expects the registrant of `registration` to hear from the organisers once more. */
const toldOnce = async (real: Real, registrant: number, act: () => Promise<void>) => {
  const member = real.members[registrant];
  assert.ok(member);
  const before = await messagesTo(member.id);
  await act();
  assert.ok((await messagesTo(member.id)) > before, 'the member is told of the organiser action');
};

class Register implements Command {
  constructor(
    readonly registrant: number,
    readonly attendee: Attendee,
  ) {}
  check = (model: Readonly<Model>) =>
    !model.erased.has(this.registrant) &&
    !(this.attendee.kind === 'member' && model.erased.has(this.attendee.index)) &&
    (this.attendee.kind === 'guest' || this.attendee.index === this.registrant) &&
    !active(model as Model, this.attendee);
  async run(model: Model, real: Real) {
    const member = real.members[this.registrant];
    assert.ok(member);
    const id = randomUUID();
    const answer = await call<Registration>(app, member.token, 'POST', '/api/Registration', {
      ...registrationPayload(real.convention, emailOf(real, this.attendee), {
        id,
        attendeeFirstName: this.attendee.kind === 'guest' ? `Guest${this.attendee.index}` : 'Ann',
        registerDifferentPerson: this.attendee.kind === 'guest',
      }),
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const status: Status = holding(model).length >= CAPACITY ? 'waiting' : 'registered';
    model.registrations.push({ id, registrant: this.registrant, attendee: this.attendee, status });
    assert.equal(answer.body.data.status, status);
    await checkInvariants(model, real);
  }
  toString = () => `register(${this.registrant} -> ${this.attendee.kind} ${this.attendee.index})`;
}

class Edit implements Command {
  constructor(readonly pick: number) {}
  target = (model: Readonly<Model>) => {
    const open = model.registrations.filter(
      (r) => r.status !== 'cancelled' && !model.erased.has(r.registrant),
    );
    return open[this.pick % Math.max(open.length, 1)];
  };
  check = (model: Readonly<Model>) => this.target(model) !== undefined;
  async run(model: Model, real: Real) {
    const target = this.target(model);
    assert.ok(target);
    const member = real.members[target.registrant];
    assert.ok(member);
    const mine = (await call<Registration[]>(app, member.token, 'GET', '/api/Registration')).body
      .data;
    const current = mine.find((r) => r.id === target.id);
    assert.ok(current);
    const answer = await call(app, member.token, 'PUT', `/api/Registration/${target.id}`, {
      ...registrationPayload(real.convention, current.attendeeEmail, {
        id: target.id,
        attendeeFirstName: current.attendeeFirstName,
        attendeeLastName: current.attendeeLastName,
        registerDifferentPerson: current.registerDifferentPerson,
        parking: !current.parking,
        licensePlate: current.parking ? null : '1-ABC-123',
        sessions: real.convention.sessionIds
          .slice(0, current.sessions.length === 2 ? 3 : 2)
          .map((id) => ({ id })),
      }),
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    await checkInvariants(model, real);
  }
  toString = () => `edit(${this.pick})`;
}

class SendInvoice implements Command {
  constructor(readonly registrant: number) {}
  check = (model: Readonly<Model>) =>
    !model.erased.has(this.registrant) &&
    holding(model as Model).some((r) => r.registrant === this.registrant);
  async run(model: Model, real: Real) {
    const member = real.members[this.registrant];
    assert.ok(member);
    const answer = await call(
      app,
      adminToken,
      'POST',
      `/api/Inbox/admin/invoice/send/${member.id}`,
    );
    assert.ok([200, 409].includes(answer.status), JSON.stringify(answer.body));
    model.invoiced.add(this.registrant);
    await checkInvariants(model, real);
  }
  toString = () => `sendInvoice(${this.registrant})`;
}

class Pay implements Command {
  constructor(
    readonly registrant: number,
    readonly part: boolean,
    readonly byStatement: boolean,
  ) {}
  check = (model: Readonly<Model>) =>
    model.invoiced.has(this.registrant) && !model.erased.has(this.registrant);
  async run(model: Model, real: Real) {
    const member = real.members[this.registrant];
    assert.ok(member);
    const row = (await paymentRows(real)).find((r) => r.recipient.userId === member.id);
    assert.ok(row);
    if (row.leftCents <= 0) return;
    const cents = this.part ? Math.max(1, Math.floor(row.leftCents / 2)) : row.leftCents;
    await toldOnce(real, this.registrant, async () => {
      if (this.byStatement) {
        real.statements += 1;
        const digits = (row.structuredReference ?? '').replace(/\D/g, '');
        const file = camtStatement('08', [
          {
            amount: (cents / 100).toFixed(2),
            accountServicerReference: `MODEL-${real.convention.id}-${real.statements}`,
            bookingDate: '2031-05-02',
            transactions: [
              { name: 'A. PEETERS', iban: 'BE71096123456769', creditorReference: digits },
            ],
          },
        ]);
        const answer = await call(app, adminToken, 'POST', '/api/Payments/import', {
          fileName: 'statement.xml',
          contentBase64: Buffer.from(file).toString('base64'),
        });
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
      } else {
        const answer = await call(
          app,
          adminToken,
          'POST',
          `/api/Payments/${row.invoiceId}/record`,
          {
            amountCents: cents,
            method: 'cash',
            date: '2031-05-02',
          },
        );
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
      }
    });
    model.paidCents += cents;
    await checkInvariants(model, real);
  }
  toString = () =>
    `pay(${this.registrant}, ${this.part ? 'part' : 'all'}, ${this.byStatement ? 'statement' : 'by hand'})`;
}

class Refund implements Command {
  constructor(readonly registrant: number) {}
  check = (model: Readonly<Model>) =>
    model.invoiced.has(this.registrant) && !model.erased.has(this.registrant);
  async run(model: Model, real: Real) {
    const member = real.members[this.registrant];
    assert.ok(member);
    const row = (await paymentRows(real)).find((r) => r.recipient.userId === member.id);
    assert.ok(row);
    if (row.refundDueCents <= 0) return;
    await toldOnce(real, this.registrant, async () => {
      const answer = await call(app, adminToken, 'POST', `/api/Payments/${row.invoiceId}/record`, {
        amountCents: row.refundDueCents,
        method: 'refund',
        date: '2031-05-03',
      });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
    });
    model.paidCents -= row.refundDueCents;
    await checkInvariants(model, real);
  }
  toString = () => `refund(${this.registrant})`;
}

class Promote implements Command {
  constructor(readonly pick: number) {}
  target = (model: Readonly<Model>) => {
    const waiting = waitingInOrder(model as Model);
    return waiting[this.pick % Math.max(waiting.length, 1)];
  };
  check = (model: Readonly<Model>) => this.target(model) !== undefined;
  async run(model: Model, real: Real) {
    const target = this.target(model);
    assert.ok(target);
    const promote = async () => {
      const answer = await call(
        app,
        adminToken,
        'POST',
        `/api/Registration/admin/${target.id}/promote`,
      );
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
    };
    if (model.erased.has(target.registrant)) await promote();
    else await toldOnce(real, target.registrant, promote);
    if (holding(model).length >= CAPACITY) model.outOfTurn += 1;
    target.status = 'registered';
    await checkInvariants(model, real);
  }
  toString = () => `promote(${this.pick})`;
}

class Cancel implements Command {
  constructor(
    readonly pick: number,
    readonly byOrganiser: boolean,
  ) {}
  target = (model: Readonly<Model>) => {
    const open = model.registrations.filter(
      (r) => r.status !== 'cancelled' && (this.byOrganiser || !model.erased.has(r.registrant)),
    );
    return open[this.pick % Math.max(open.length, 1)];
  };
  check = (model: Readonly<Model>) => this.target(model) !== undefined;
  async run(model: Model, real: Real) {
    const target = this.target(model);
    assert.ok(target);
    const cancel = async () => {
      const token = this.byOrganiser ? adminToken : real.members[target.registrant]?.token;
      const answer = await call(app, token, 'POST', `/api/Registration/${target.id}/cancel`);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
    };
    if (this.byOrganiser && !model.erased.has(target.registrant)) {
      await toldOnce(real, target.registrant, cancel);
    } else {
      await cancel();
    }
    const held = target.status === 'registered';
    target.status = 'cancelled';
    if (held) {
      if (model.outOfTurn > 0) model.outOfTurn -= 1;
      fillFreedPlaces(model);
    }
    await checkInvariants(model, real);
  }
  toString = () => `cancel(${this.pick}, ${this.byOrganiser ? 'organiser' : 'member'})`;
}

class Erase implements Command {
  constructor(readonly member: number) {}
  check = (model: Readonly<Model>) => !model.erased.has(this.member);
  async run(model: Model, real: Real) {
    const member = real.members[this.member];
    assert.ok(member);
    const answer = await call(app, adminToken, 'POST', `/api/User/${member.id}/delete`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    model.erased.add(this.member);
    let freed = 0;
    for (const r of model.registrations) {
      // The erased person's own places go; those they made for guests stay, the guests still come.
      const theirs = r.attendee.kind === 'member' && r.attendee.index === this.member;
      if (theirs && r.status !== 'cancelled') {
        if (r.status === 'registered') freed += 1;
        r.status = 'cancelled';
      }
    }
    model.outOfTurn = Math.max(0, model.outOfTurn - freed);
    fillFreedPlaces(model);
    await checkInvariants(model, real);
  }
  toString = () => `erase(${this.member})`;
}

class RunPlan implements Command {
  constructor(readonly publish: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const before = await board(real);
    const run = await call<TablePlan>(
      app,
      adminToken,
      'POST',
      `/api/Planner/${real.convention.id}/run`,
      {
        version: before.version,
        timeLimitSeconds: 1,
      },
    );
    assert.equal(run.status, 200, JSON.stringify(run.body));
    if (this.publish) {
      const placed = new Set(holding(model).map((r) => r.registrant));
      const counts = await Promise.all(real.members.map((m) => messagesTo(m.id)));
      const published = await call(
        app,
        adminToken,
        'POST',
        `/api/Planner/${real.convention.id}/publish`,
        { version: run.body.data.version },
      );
      // An empty plan has nothing to publish: the server says so and tells nobody.
      const expected = run.body.data.tables.length > 0 ? 200 : 400;
      assert.equal(published.status, expected, JSON.stringify(published.body));
      for (const [index, member] of real.members.entries()) {
        if (placed.has(index) || model.erased.has(index)) continue;
        assert.equal(
          await messagesTo(member.id),
          counts[index],
          'nobody without a place is told about tables',
        );
      }
    }
    await checkInvariants(model, real);
  }
  toString = () => (this.publish ? 'run+publish' : 'run');
}

class Move implements Command {
  constructor(readonly pick: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const plan = await board(real);
    const from = plan.tables.find((t) => t.playerIds.length > 0 && !t.pinned);
    const to = plan.tables.find(
      (t) => t !== from && from && t.sessionIds[0] === from.sessionIds[0] && !t.pinned,
    );
    if (!from || !to) return;
    const player = from.playerIds[this.pick % from.playerIds.length];
    const tables = plan.tables.map((t) => ({
      id: t.id,
      pinned: t.pinned,
      playerIds:
        t === from
          ? t.playerIds.filter((p) => p !== player)
          : t === to
            ? [...t.playerIds, player as string]
            : t.playerIds,
    }));
    const answer = await call(app, adminToken, 'PUT', `/api/Planner/${real.convention.id}/tables`, {
      version: plan.version,
      tables,
    });
    assert.ok([200, 400].includes(answer.status), JSON.stringify(answer.body));
    await checkInvariants(model, real);
  }
  toString = () => `move(${this.pick})`;
}

const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const pick = fc.nat(20);
const register = member.map((m) => new Register(m, { kind: 'member', index: m }));
const registerGuest = fc
  .tuple(member, fc.integer({ min: 0, max: GUESTS - 1 }))
  .map(([m, g]) => new Register(m, { kind: 'guest', index: g }));
const pay = fc
  .tuple(member, fc.boolean(), fc.boolean())
  .map(([m, part, file]) => new Pay(m, part, file));
const sendInvoice = member.map((m) => new SendInvoice(m));
// Arrivals, invoices and payments come more often than the actions that end things, so that a
// sequence has places, a waiting list and money before it loses them.
const commands = fc.commands(
  [
    register,
    register,
    registerGuest,
    registerGuest,
    pick.map((p) => new Edit(p)),
    sendInvoice,
    sendInvoice,
    pay,
    pay,
    member.map((m) => new Refund(m)),
    pick.map((p) => new Promote(p)),
    fc.tuple(pick, fc.boolean()).map(([p, organiser]) => new Cancel(p, organiser)),
    member.map((m) => new Erase(m)),
    fc.boolean().map((publish) => new RunPlan(publish)),
    pick.map((p) => new Move(p)),
  ],
  { maxCommands: STEPS, size: 'max' },
);

let runs = 0;
/** Each run its own active convention with a capacity, and members of its own. */
const setUp = async (): Promise<{ model: Model; real: Real }> => {
  runs += 1;
  await app.db.update(conventions).set({ isActive: false });
  const convention = await createConvention(app.db, { name: `Model Convention ${runs}` });
  await app.db
    .update(conventions)
    .set({ capacity: CAPACITY })
    .where(eq(conventions.id, convention.id));
  const members = await Promise.all(
    Array.from({ length: MEMBERS }, (_, i) =>
      signedInUser(app, `model-${runs}-${i}@18xx.be`, ['REGISTERED', 'USER'], {
        canRegisterMultiplePlayers: true,
      }),
    ),
  );
  return {
    model: {
      registrations: [],
      erased: new Set(),
      invoiced: new Set(),
      outOfTurn: 0,
      paidCents: 0,
    },
    real: {
      convention,
      members,
      guestEmails: Array.from({ length: GUESTS }, (_, i) => `model-${runs}-guest-${i}@example.org`),
      statements: 0,
    },
  };
};

test('registrations, money, places, tables and messages agree through any sequence of actions', async () => {
  assert.ok(adminId);
  await fc.assert(
    fc.asyncProperty(commands, async (sequence) => {
      const { model, real } = await setUp();
      await fc.asyncModelRun(() => ({ model, real }), sequence);
    }),
    { seed: SEED, numRuns: RUNS },
  );
});
