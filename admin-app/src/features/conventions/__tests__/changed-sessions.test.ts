import { changedSessions } from '../logic/changed-sessions';
import { makeSession } from './convention-fixtures';

describe('changedSessions (only sessions whose times changed)', () => {
  const friday = makeSession({ id: 1 });
  const saturday = makeSession({
    id: 2,
    name: 'Saturday Day',
    startDateTime: '2099-11-28T10:00:00.000Z',
    endDateTime: null,
  });

  it('sends nothing when no time changed, even if a picker rewrote the same instant', () => {
    expect(
      changedSessions([friday, saturday], {
        1: { startDateTime: '2099-11-27T19:00:00Z', endDateTime: friday.endDateTime },
      }),
    ).toEqual([]);
  });

  it('sends each changed session once with its new start and end', () => {
    expect(
      changedSessions([friday, saturday], {
        1: { startDateTime: '2099-11-27T19:30:00.000Z', endDateTime: friday.endDateTime },
        2: { startDateTime: saturday.startDateTime, endDateTime: null },
      }),
    ).toEqual([
      {
        sessionId: 1,
        startDateTime: '2099-11-27T19:30:00.000Z',
        endDateTime: '2099-11-28T01:00:00.000Z',
      },
    ]);
  });

  it('sends a cleared end time as null', () => {
    expect(
      changedSessions([friday], {
        1: { startDateTime: friday.startDateTime, endDateTime: null },
      }),
    ).toEqual([{ sessionId: 1, startDateTime: friday.startDateTime, endDateTime: null }]);
  });
});
