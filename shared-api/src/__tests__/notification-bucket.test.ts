import {
  createNotificationSchema,
  hasTag,
  notificationBucket,
  NOTIFICATION_DATE_ORDER_MESSAGE,
  NOTIFICATION_REQUIRED_MESSAGE,
  parseWallClock,
} from '../contract';

// Local wall-clock instants: the rule reads dates as the calendar day the admin picked.
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) =>
  new Date(y, m - 1, d, h, min, s, ms);

const note = (overrides: {
  isActive?: boolean;
  validFrom?: string | null;
  validTo?: string | null;
}) => ({
  isActive: true,
  validFrom: '2026-05-01T00:00:00Z',
  validTo: '2026-05-10T00:00:00Z',
  ...overrides,
});

describe('notificationBucket', () => {
  it.each([
    ['the last millisecond before validFrom', at(2026, 4, 30, 23, 59, 59, 999), 'upcoming'],
    ['the first millisecond of the validFrom day', at(2026, 5, 1), 'active'],
    ['the middle of the window', at(2026, 5, 5, 12), 'active'],
    ['the last millisecond of the validTo day', at(2026, 5, 10, 23, 59, 59, 999), 'active'],
    ['the first millisecond after the validTo day', at(2026, 5, 11), 'past'],
  ])('files a notification at %s as %s', (_label, now, bucket) => {
    expect(notificationBucket(note({}), now)).toBe(bucket);
  });

  it('files an inactive notification as past, whatever its dates', () => {
    expect(notificationBucket(note({ isActive: false }), at(2026, 5, 5))).toBe('past');
    expect(notificationBucket(note({ isActive: false }), at(2026, 4, 1))).toBe('past');
  });

  it('counts a missing validFrom as 0, so it is never upcoming', () => {
    expect(notificationBucket(note({ validFrom: null }), at(1990, 1, 1))).toBe('active');
    expect(notificationBucket(note({ validFrom: '' }), at(2026, 5, 10, 23))).toBe('active');
  });

  it('files a notification without validTo as past', () => {
    expect(notificationBucket(note({ validTo: null }), at(2026, 5, 5))).toBe('past');
    expect(notificationBucket(note({ validTo: 'not a date' }), at(2026, 5, 5))).toBe('past');
  });

  it('reads the time of day of validFrom, not only its date', () => {
    const item = note({ validFrom: '2026-05-01T18:30:00.000Z' });
    expect(notificationBucket(item, at(2026, 5, 1, 18, 29, 59, 999))).toBe('upcoming');
    expect(notificationBucket(item, at(2026, 5, 1, 18, 30))).toBe('active');
  });

  it('handles a one-day window across midnight', () => {
    const item = note({ validFrom: '2026-12-31T00:00:00Z', validTo: '2026-12-31T00:00:00Z' });
    expect(notificationBucket(item, at(2026, 12, 30, 23, 59, 59, 999))).toBe('upcoming');
    expect(notificationBucket(item, at(2026, 12, 31, 23, 59, 59, 999))).toBe('active');
    expect(notificationBucket(item, at(2027, 1, 1))).toBe('past');
  });
});

describe('parseWallClock', () => {
  it('keeps the wall-clock time whatever the zone label', () => {
    expect(parseWallClock('2026-05-22T19:00:00Z')).toEqual(at(2026, 5, 22, 19));
    expect(parseWallClock('2026-05-22T19:00:00.250+02:00')).toEqual(at(2026, 5, 22, 19, 0, 0, 250));
    expect(parseWallClock('2026-05-22')).toEqual(at(2026, 5, 22));
  });

  it('answers null for nothing or nonsense', () => {
    expect(parseWallClock(null)).toBeNull();
    expect(parseWallClock(undefined)).toBeNull();
    expect(parseWallClock('soon')).toBeNull();
  });
});

describe('hasTag', () => {
  it('matches tag codes case-insensitively', () => {
    const item = { tags: [{ id: 1, code: 'homepage' }] };
    expect(hasTag(item, 'HOMEPAGE')).toBe(true);
    expect(hasTag(item, 'HomePage')).toBe(true);
    expect(hasTag(item, 'PUBLIC')).toBe(false);
  });
});

describe('createNotificationSchema', () => {
  const valid = {
    title: 'Doors open at 10:00',
    body: null,
    validFrom: '2026-05-01T00:00:00Z',
    validTo: '2026-05-10T00:00:00Z',
    isActive: true,
    tags: [{ id: 1, code: 'PUBLIC' }],
  };
  const messages = (input: unknown) =>
    createNotificationSchema.safeParse(input).error?.issues.map((issue) => issue.message);

  it('accepts a complete payload', () => {
    expect(createNotificationSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['a blank title', { title: '   ' }],
    ['a missing title', { title: undefined }],
    ['an empty Valid From', { validFrom: '' }],
    ['a missing Valid To', { validTo: undefined }],
  ])('refuses %s with the SPEC message', (_label, change) => {
    expect(messages({ ...valid, ...change })).toEqual([NOTIFICATION_REQUIRED_MESSAGE]);
  });

  it('refuses an end before the start', () => {
    expect(messages({ ...valid, validTo: '2026-04-30T00:00:00Z' })).toEqual([
      NOTIFICATION_DATE_ORDER_MESSAGE,
    ]);
  });

  it('refuses fields it does not know, such as an author', () => {
    expect(createNotificationSchema.safeParse({ ...valid, userId: 'u-1' }).success).toBe(false);
  });
});
