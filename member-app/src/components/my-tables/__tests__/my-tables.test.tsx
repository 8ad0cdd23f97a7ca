import { screen, within } from '@testing-library/react';
import { inTimeZone, makeUser, renderWithProviders, stubApi } from 'test-support';
import { MyTables } from '..';

// A browser in Brussels: the times carry no "your time" beside them.
inTimeZone('Europe/Brussels');

const table = {
  sessionNames: ['Saturday Day'],
  startDateTime: '2031-05-31T10:00:00Z',
  gameTitle: '1830',
  tableNumber: 3,
  tableMates: ['Bob Tester', 'Carol Tester'],
  teacher: 'Gina Tester',
  copyOwner: 'you',
};

describe('MyTables', () => {
  it('shows each published table: session, game, table number, table mates and teacher; a registered session without a table says so, in time order', async () => {
    stubApi({
      'GET /api/Planner/my': {
        data: {
          conventionName: 'Spring 2031',
          publishedAt: '2031-05-20T10:00:00Z',
          attendees: [
            {
              registrationId: 'r1',
              attendeeName: 'Ann Tester',
              tables: [table],
              sessionsWithoutTable: [
                { id: 3, name: 'Saturday Evening', startDateTime: '2031-05-31T19:00:00Z' },
                { id: 1, name: 'Friday Evening', startDateTime: '2031-05-30T19:00:00Z' },
              ],
            },
          ],
        },
      },
    });
    renderWithProviders(<MyTables />, { user: makeUser(['USER']) });
    const section = await screen.findByRole('region', { name: 'My Tables' });
    expect(
      within(section).getByText('Saturday Day · 31/05/2031, 10:00 (Brussels time)'),
    ).toBeInTheDocument();
    expect(within(section).getByText('1830 · Table 3')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Friday Evening · 30/05/2031, 19:00 (Brussels time)No table yet',
      expect.stringMatching(/^Saturday Day · 31\/05\/2031, 10:00 \(Brussels time\)1830 · Table 3/),
      'Saturday Evening · 31/05/2031, 19:00 (Brussels time)No table yet',
    ]);
    expect(within(section).getByText('With Bob Tester, Carol Tester')).toBeInTheDocument();
    expect(within(section).getByText('Taught by Gina Tester')).toBeInTheDocument();
  });

  it('shows nothing while no plan is published', async () => {
    const api = stubApi({
      'GET /api/Planner/my': { data: { conventionName: null, publishedAt: null, attendees: [] } },
    });
    const { container } = renderWithProviders(<MyTables />, { user: makeUser(['USER']) });
    await screen.findByText((_, element) => element === container);
    expect(api.calls).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'My Tables' })).not.toBeInTheDocument();
  });
});
