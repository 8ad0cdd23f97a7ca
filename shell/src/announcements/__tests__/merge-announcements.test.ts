import type { Notification } from 'shared-api';
import { announcementsWithTag, mergeAnnouncements } from '../merge-announcements';

let nextId = 0;
const note = (overrides: Partial<Notification> & { codes?: string[] } = {}): Notification => {
  const { codes = ['PUBLIC', 'HOMEPAGE'], ...rest } = overrides;
  nextId += 1;
  return {
    noteId: `n-${nextId}`,
    userId: 'admin',
    title: `Note ${nextId}`,
    body: null,
    validFrom: '2026-05-01T00:00:00.000Z',
    validTo: '2026-05-10T00:00:00.000Z',
    isActive: true,
    tags: codes.map((code, index) => ({ id: index + 1, code })),
    createDate: '2026-04-20T10:00:00.000Z',
    ...rest,
  };
};

const titles = (items: readonly Notification[]) => items.map((item) => item.title);
const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) =>
  new Date(y, m - 1, d, h, min, s, ms);

describe('mergeAnnouncements', () => {
  it('joins the public and private lists and keeps each noteId once', () => {
    const shared = note({ title: 'In both lists' });
    const pub = [note({ title: 'Public' }), shared];
    const priv = [{ ...shared }, note({ title: 'Private', codes: ['PRIVATE', 'HOMEPAGE'] })];
    expect(titles(mergeAnnouncements([pub, priv]))).toEqual(['Public', 'In both lists', 'Private']);
  });

  it('gives an empty list for empty lists', () => {
    expect(mergeAnnouncements([[], []])).toEqual([]);
  });
});

describe('announcementsWithTag', () => {
  const now = local(2026, 5, 5, 12);

  it('keeps the tag, matched case-insensitively, newest first', () => {
    const all = [
      note({
        title: 'Older',
        createDate: '2026-04-01T10:00:00.000Z',
        codes: ['public', 'homepage'],
      }),
      note({
        title: 'Newest',
        createDate: '2026-04-25T10:00:00.000Z',
        codes: ['PUBLIC', 'HomePage'],
      }),
      note({
        title: 'Other tag',
        createDate: '2026-04-30T10:00:00.000Z',
        codes: ['PUBLIC', 'CONVENTION'],
      }),
      note({ title: 'Middle', createDate: '2026-04-10T10:00:00.000Z' }),
    ];
    expect(titles(announcementsWithTag(all, 'HOMEPAGE', now))).toEqual([
      'Newest',
      'Middle',
      'Older',
    ]);
    expect(titles(announcementsWithTag(all, 'convention', now))).toEqual(['Other tag']);
  });

  it('shows an announcement from the start of its first day to the end of its last day', () => {
    const all = [note({ title: 'Window' })];
    const at = (moment: Date) => titles(announcementsWithTag(all, 'HOMEPAGE', moment));
    expect(at(local(2026, 4, 30, 23, 59, 59, 999))).toEqual([]);
    expect(at(local(2026, 5, 1))).toEqual(['Window']);
    expect(at(local(2026, 5, 10, 23, 59, 59, 999))).toEqual(['Window']);
    expect(at(local(2026, 5, 11))).toEqual([]);
  });

  it('never shows an inactive one or one without an end date', () => {
    const all = [note({ isActive: false }), note({ validTo: '' })];
    expect(announcementsWithTag(all, 'HOMEPAGE', now)).toEqual([]);
  });
});
