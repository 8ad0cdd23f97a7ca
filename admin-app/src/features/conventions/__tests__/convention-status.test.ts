import type { Convention } from 'shared-api';
import { conventionBadges, groupConventions } from '../logic/convention-status';
import { makeConvention } from './convention-fixtures';

const labels = (convention: Convention, isPast: boolean) =>
  conventionBadges(convention, isPast).map((b) => `${b.label}:${b.color}`);

describe('groupConventions', () => {
  const endsToday = makeConvention({
    id: 1,
    startDate: '2026-05-22T00:00:00.000Z',
    endDate: '2026-05-25T00:00:00.000Z',
  });
  const older = makeConvention({
    id: 2,
    startDate: '2025-11-28T00:00:00.000Z',
    endDate: '2025-11-30T00:00:00.000Z',
  });
  const newer = makeConvention({
    id: 3,
    startDate: '2026-11-27T00:00:00.000Z',
    endDate: '2026-11-29T00:00:00.000Z',
  });

  it('keeps a convention upcoming until the end of its end date, newest first', () => {
    const groups = groupConventions(
      [endsToday, older, newer],
      new Date('2026-05-25T21:59:59.999Z'),
    );
    expect(groups.upcoming.map((c) => c.id)).toEqual([3, 1]);
    expect(groups.past.map((c) => c.id)).toEqual([2]);
  });

  it('moves it to Past once its end date is over', () => {
    const groups = groupConventions(
      [endsToday, older, newer],
      new Date('2026-05-25T22:00:00.000Z'),
    );
    expect(groups.upcoming.map((c) => c.id)).toEqual([3]);
    expect(groups.past.map((c) => c.id)).toEqual([1, 2]);
  });
});

describe('conventionBadges', () => {
  const game = { id: 'g1', gameName: '1830', description: '', isActive: true, gameId: null };

  it('shows Active and Reg. Open on an upcoming active convention with games', () => {
    const convention = makeConvention({
      isActive: true,
      registrationOpen: true,
      featuredGames: [game],
    });
    expect(labels(convention, false)).toEqual([
      'Active:primary',
      'Reg. Open:success',
      'Featured Games:success',
    ]);
  });

  it('shows Reg. Closed and a grey Featured Games badge otherwise', () => {
    expect(labels(makeConvention(), false)).toEqual([
      'Reg. Closed:secondary',
      'Featured Games:default',
    ]);
  });

  it('shows Past, Still Active and Still Open on a past convention', () => {
    const convention = makeConvention({ isActive: true, registrationOpen: true });
    expect(labels(convention, true)).toEqual([
      'Past:default',
      'Still Active:warning',
      'Still Open:warning',
      'Featured Games:default',
    ]);
    expect(labels(makeConvention({ featuredGames: [game] }), true)).toEqual([
      'Past:default',
      'Featured Games:success',
    ]);
  });
});
