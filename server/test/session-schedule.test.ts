import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareSessionsForDisplay } from 'shared-api/contract';
import { scheduledSessions } from '../src/contexts/conventions/session-schedule';

const friday = new Date('2026-05-22T00:00:00.000Z');
const wire = (sessions: ReturnType<typeof scheduledSessions>) =>
  sessions.map((s) => [
    s.name,
    s.startDateTime.toISOString(),
    s.endDateTime?.toISOString() ?? null,
  ]);

test('spring runs Friday 19:00 to Monday 16:00', () => {
  assert.deepEqual(wire(scheduledSessions('SPRING', friday, new Date('2026-05-25T00:00:00Z'))), [
    ['Friday Evening', '2026-05-22T19:00:00.000Z', null],
    ['Saturday Day', '2026-05-23T10:00:00.000Z', '2026-05-23T17:30:00.000Z'],
    ['Saturday Evening', '2026-05-23T20:00:00.000Z', null],
    ['Sunday Day', '2026-05-24T10:00:00.000Z', null],
    ['Sunday Evening', '2026-05-24T19:00:00.000Z', null],
    ['Monday Day', '2026-05-25T10:00:00.000Z', '2026-05-25T16:00:00.000Z'],
  ]);
});

test('winter runs Friday 19:00 to Sunday 16:00, evenings until 01:00', () => {
  const winterFriday = new Date('2026-11-27T00:00:00.000Z');
  assert.deepEqual(
    wire(scheduledSessions('WINTER', winterFriday, new Date('2026-11-29T00:00:00Z'))),
    [
      ['Friday Evening', '2026-11-27T19:00:00.000Z', '2026-11-28T01:00:00.000Z'],
      ['Saturday Day', '2026-11-28T10:00:00.000Z', '2026-11-28T19:00:00.000Z'],
      ['Saturday Evening', '2026-11-28T19:00:00.000Z', '2026-11-29T01:00:00.000Z'],
      ['Sunday Day', '2026-11-29T10:00:00.000Z', '2026-11-29T16:00:00.000Z'],
    ],
  );
});

test('days after the end date are left out', () => {
  const shortSpring = scheduledSessions('SPRING', friday, new Date('2026-05-24T00:00:00Z'));
  assert.deepEqual(
    shortSpring.map((s) => s.dayOfWeekName),
    ['FRIDAY', 'SATURDAY', 'SATURDAY', 'SUNDAY', 'SUNDAY'],
  );
});

test('the schedule is already in display order: Friday to Monday, day before evening', () => {
  for (const season of ['SPRING', 'WINTER'] as const) {
    const sessions = scheduledSessions(season, friday).map((s) => ({
      ...s,
      startDateTime: s.startDateTime.toISOString(),
    }));
    assert.deepEqual([...sessions].sort(compareSessionsForDisplay), sessions);
  }
});
