import { bucketNotifications } from '../logic/notification-buckets';
import {
  EMPTY_FORM,
  extraTagChoices,
  formFromNotification,
  notificationFormSchema,
} from '../logic/notification-form';
import { notification, tag, TAGS } from './fixtures';

const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) =>
  new Date(y, m - 1, d, h, min, s, ms);
const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('bucketNotifications', () => {
  const items = [
    notification({ title: 'Ends today' }),
    notification({
      title: 'Starts tomorrow',
      validFrom: '2026-05-11T00:00:00.000Z',
      validTo: '2026-05-20T00:00:00.000Z',
    }),
    notification({
      title: 'Starts later',
      validFrom: '2026-06-01T00:00:00.000Z',
      validTo: '2026-06-20T00:00:00.000Z',
    }),
    notification({ title: 'Switched off', isActive: false }),
    notification({ title: 'No end', validTo: '' }),
    notification({ title: 'No start', validFrom: '', validTo: '2026-05-30T00:00:00.000Z' }),
    notification({
      title: 'Ended yesterday',
      validFrom: '2026-04-01T00:00:00.000Z',
      validTo: '2026-05-09T00:00:00.000Z',
    }),
  ];

  it('files each notification at the last millisecond of the validTo day', () => {
    const buckets = bucketNotifications(items, local(2026, 5, 10, 23, 59, 59, 999));
    expect(titles(buckets.active)).toEqual(['No start', 'Ends today']);
    expect(titles(buckets.upcoming)).toEqual(['Starts tomorrow', 'Starts later']);
    expect(titles(buckets.past)).toEqual(['Switched off', 'Ended yesterday', 'No end']);
  });

  it('moves them on at midnight', () => {
    const buckets = bucketNotifications(items, local(2026, 5, 11));
    expect(titles(buckets.active)).toEqual(['No start', 'Starts tomorrow']);
    expect(titles(buckets.upcoming)).toEqual(['Starts later']);
    expect(titles(buckets.past)).toEqual([
      'Ends today',
      'Switched off',
      'Ended yesterday',
      'No end',
    ]);
  });
});

describe('the notification form', () => {
  const values = {
    ...EMPTY_FORM,
    title: '  Doors open at 10:00 ',
    body: '<p>Welcome</p>',
    validFrom: '2026-05-01T00:00:00.000Z',
    validTo: '2026-05-10T00:00:00.000Z',
  };
  const parse = (form: typeof values, tags = TAGS) => notificationFormSchema(tags).safeParse(form);
  const firstMessage = (form: typeof values, tags = TAGS) =>
    parse(form, tags).error?.issues[0]?.message;

  it('starts Public and Active', () => {
    expect(EMPTY_FORM).toMatchObject({ isPublic: true, isActive: true, extraTags: [] });
  });

  it('sends the picked days as midnight labelled UTC, with exactly one visibility tag', () => {
    expect(parse({ ...values, extraTags: ['homepage'] }).data).toEqual({
      title: 'Doors open at 10:00',
      body: '<p>Welcome</p>',
      validFrom: '2026-05-01T00:00:00.000Z',
      validTo: '2026-05-10T00:00:00.000Z',
      isActive: true,
      tags: [tag('PUBLIC'), tag('HOMEPAGE')],
    });
    const privately = parse({ ...values, isPublic: false, body: ' ' });
    expect(privately.data).toMatchObject({ body: null, tags: [tag('PRIVATE')] });
  });

  it.each([
    ['a blank title', { title: '  ' }],
    ['no Valid From', { validFrom: '' }],
    ['no Valid To', { validTo: '' }],
  ])('refuses %s with the SPEC message', (_label, change) => {
    expect(parse({ ...values, ...change }).success).toBe(false);
    expect(firstMessage({ ...values, ...change })).toBe(
      'Title, Valid From, and Valid To are required.',
    );
  });

  it('refuses a Valid To before Valid From, as the server does', () => {
    expect(firstMessage({ ...values, validTo: '2026-04-30T00:00:00.000Z' })).toBe(
      'Valid To cannot be before Valid From.',
    );
  });

  it('refuses to save when a core tag is missing from the system, after the required fields', () => {
    const withoutNotification = TAGS.filter((t) => t.code !== 'NOTIFICATION');
    expect(firstMessage(values, withoutNotification)).toBe(
      'Core tags (PUBLIC, PRIVATE, NOTIFICATION) are missing from the system. Please contact support.',
    );
    expect(firstMessage({ ...values, title: '' }, withoutNotification)).toBe(
      'Title, Valid From, and Valid To are required.',
    );
    const lowerCase = TAGS.map((t) => ({ ...t, code: t.code.toLowerCase() }));
    expect(parse(values, lowerCase).success).toBe(true);
  });

  it('offers every tag but PUBLIC and PRIVATE as an extra', () => {
    expect(extraTagChoices(TAGS).map((t) => t.code)).toEqual([
      'HOMEPAGE',
      'NOTIFICATION',
      'CONVENTION',
    ]);
  });

  it('reads a saved notification back into the form', () => {
    const saved = notification({
      title: 'Members only',
      tags: [tag('PRIVATE'), tag('CONVENTION')],
      isActive: false,
      validFrom: '2026-05-01T00:00:00.000Z',
    });
    expect(formFromNotification(saved)).toMatchObject({
      title: 'Members only',
      isPublic: false,
      isActive: false,
      extraTags: ['CONVENTION'],
      validFrom: '2026-05-01T00:00:00.000Z',
    });
  });
});
