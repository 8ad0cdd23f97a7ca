import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanVersion } from 'shared-api';
import { bodyOf, makeUser, renderWithProviders, setViewportWidth, stubApi } from 'test-support';
import { TablePlannerPage } from '../components/table-planner-page';
import { ANN, BOB, CAROL, convention, plan } from './plan-fixture';

const renderPage = async () => {
  renderWithProviders(<TablePlannerPage />, { user: makeUser(['ADMIN']) });
  await screen.findByRole('heading', { level: 1, name: 'Table Planner' });
};

const version = (over: Partial<PlanVersion>): PlanVersion => ({
  version: 3,
  action: 'edit',
  savedAt: '2031-05-20T08:30:00Z',
  savedBy: 'Olga Organiser',
  milestone: null,
  metrics: {
    seated: 3,
    wantedSeats: 2,
    attendeesWithAWantedGame: 2,
    playWithMet: 0,
    newWithoutTeacher: 0,
    playsTwice: 0,
    unseated: 0,
  },
  tables: 2,
  ...over,
});

beforeEach(() => setViewportWidth(390));
jest.setTimeout(20_000);

describe('the planning board', () => {
  it("ticks the players who want their table's game and marks the new player and the copy's owner", async () => {
    stubApi({
      'GET /api/Convention': { data: [convention] },
      'GET /api/Planner/7': { data: plan() },
    });
    await renderPage();
    const table = await screen.findByRole('listitem', { name: '1830 table' });
    expect(within(table).getByText('3-6 players, 4 h')).toBeInTheDocument();
    const players = within(table).getAllByRole('listitem');
    expect(within(players[0]!).getByRole('img', { name: 'Wants to play 1830' })).toBeVisible();
    expect(within(players[0]!).getByText('Brings the copy')).toBeInTheDocument();
    expect(within(players[1]!).queryByRole('img', { name: /Wants to play/ })).toBeNull();
    expect(within(players[1]!).getByText('New player')).toBeInTheDocument();
    // Carol wants 1830, not the 1889 she sits at.
    const other = screen.getByRole('listitem', { name: '1889 table' });
    expect(within(other).queryByRole('img', { name: /Wants to play/ })).toBeNull();
  });

  it('undoes the last change, sending the version it was made on', async () => {
    const api = stubApi({
      'GET /api/Convention': { data: [convention] },
      'GET /api/Planner/7': { data: plan() },
      'POST /api/Planner/7/undo': { data: plan({ version: 4 }) },
    });
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The last change is undone.')).toBeInTheDocument();
    expect(bodyOf(api, 'POST /api/Planner/7/undo')).toEqual({ version: 3 });
  });

  it('pins a seat and shows it pinned, sending the version and the seats to keep', async () => {
    const pinned = plan({
      version: 4,
      tables: plan().tables.map((t) => (t.id === 't1830' ? { ...t, pinnedPlayerIds: [BOB] } : t)),
    });
    const api = stubApi({
      'GET /api/Convention': { data: [convention] },
      'GET /api/Planner/7': { data: plan() },
      'PUT /api/Planner/7/tables': { data: pinned },
    });
    await renderPage();
    const table = await screen.findByRole('listitem', { name: '1830 table' });
    const pin = within(table).getByRole('button', { name: "Pin Bob's seat" });
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pin);
    expect(await screen.findByText("Bob's seat pinned.")).toBeInTheDocument();
    expect(bodyOf(api, 'PUT /api/Planner/7/tables')).toEqual({
      version: 3,
      tables: [{ id: 't1830', playerIds: [ANN, BOB], pinned: false, pinnedPlayerIds: [BOB] }],
    });
    const after = screen.getByRole('listitem', { name: '1830 table' });
    expect(within(after).getByRole('button', { name: "Pin Bob's seat" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(after).getByText('Seat pinned')).toBeInTheDocument();
  });

  it('bans a seat and a table, lists the bans and lifts one', async () => {
    const banned = plan({
      version: 4,
      tables: [{ ...plan().tables[0]!, playerIds: [ANN] }],
      unseated: [
        { sessionId: 11, attendeeId: BOB },
        { sessionId: 11, attendeeId: CAROL },
      ],
      bans: [
        { id: 'b1', sessionIds: [11], gameId: 'g1830', gameTitle: '1830', attendeeId: BOB },
        { id: 'b2', sessionIds: [11], gameId: 'g1889', gameTitle: '1889', attendeeId: null },
      ],
    });
    const api = stubApi({
      'GET /api/Convention': { data: [convention] },
      'GET /api/Planner/7': { data: plan() },
      'POST /api/Planner/7/bans': { data: banned },
      'DELETE /api/Planner/7/bans/b2': {
        data: { ...banned, version: 5, bans: banned.bans.slice(0, 1) },
      },
    });
    await renderPage();
    const table = await screen.findByRole('listitem', { name: '1830 table' });
    await userEvent.click(within(table).getByRole('button', { name: 'Ban Bob from 1830' }));
    expect(
      await screen.findByText('Bob will not be seated at 1830 in this session again.'),
    ).toBeInTheDocument();
    expect(bodyOf(api, 'POST /api/Planner/7/bans')).toEqual({
      version: 3,
      tableId: 't1830',
      playerId: BOB,
    });

    const bans = screen.getByRole('region', { name: 'Bans' });
    expect(within(bans).getByText('Bob not at 1830 in Saturday Day')).toBeInTheDocument();
    expect(within(bans).getByText('1889 in Saturday Day')).toBeInTheDocument();
    const unseated = screen.getByRole('list', { name: 'Unseated' });
    expect(within(unseated).getByText('Bob')).toBeInTheDocument();

    await userEvent.click(
      within(bans).getByRole('button', { name: 'Lift the ban: 1889 in Saturday Day' }),
    );
    expect(await screen.findByText('Ban lifted.')).toBeInTheDocument();
    expect(bodyOf(api, 'DELETE /api/Planner/7/bans/b2')).toEqual({ version: 4 });
    expect(screen.queryByText('1889 in Saturday Day')).not.toBeInTheDocument();
  });

  it('bans a whole table', async () => {
    const api = stubApi({
      'GET /api/Convention': { data: [convention] },
      'GET /api/Planner/7': { data: plan() },
      'POST /api/Planner/7/bans': { data: plan({ version: 4 }) },
    });
    await renderPage();
    const table = await screen.findByRole('listitem', { name: '1889 table' });
    await userEvent.click(within(table).getByRole('button', { name: 'Ban table 2, 1889' }));
    expect(
      await screen.findByText('1889 will not be proposed in this session again.'),
    ).toBeInTheDocument();
    expect(bodyOf(api, 'POST /api/Planner/7/bans')).toEqual({ version: 3, tableId: 't1889' });
  });

  it('numbers the tables of a session and names each button with its table and game', async () => {
    stubApi({
      'GET /api/Convention': { data: [convention] },
      'GET /api/Planner/7': {
        data: plan({ tables: plan().tables.map((t) => ({ ...t, pinned: t.id === 't1889' })) }),
      },
    });
    await renderPage();
    const first = await screen.findByRole('listitem', { name: '1830 table' });
    expect(within(first).getByText('Table 1')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Pin table 1, 1830' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(first).getByRole('button', { name: 'Ban table 1, 1830' })).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: '1889 table' });
    expect(within(second).getByText('Table 2')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Pinned table 2, 1889' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('every player has a drag handle that says how to move them by keyboard', async () => {
    stubApi({
      'GET /api/Convention': { data: [convention] },
      'GET /api/Planner/7': { data: plan({ unseated: [] }) },
    });
    await renderPage();
    const table = await screen.findByRole('listitem', { name: '1830 table' });
    const handle = within(table).getByRole('button', { name: 'Drag Bob' });
    expect(handle).toHaveAttribute('aria-roledescription', 'draggable');
    const described = document.getElementById(handle.getAttribute('aria-describedby')!);
    expect(described).toHaveTextContent(/press Space or Enter.*arrow keys.*Unseated/);
    // The select stays as the explicit keyboard way.
    expect(within(table).getByRole('combobox', { name: 'Move Bob' })).toBeInTheDocument();
  });

  it('compares two kept versions side by side and restores the earlier one', async () => {
    const history = [
      version({ version: 3, action: 'edit' }),
      version({
        version: 2,
        action: 'run',
        milestone: 'Run 2',
        savedBy: null,
        metrics: {
          ...version({}).metrics!,
          seated: 2,
          unseated: 1,
          wantedSeats: 1,
          playsTwice: 1,
        },
      }),
      version({ version: 1, action: 'run', milestone: 'Run 1' }),
    ];
    const api = stubApi({
      'GET /api/Convention': { data: [convention] },
      'GET /api/Planner/7': { data: plan() },
      'GET /api/Planner/7/history': { data: history },
      'GET /api/Planner/7/moves': {
        data: [
          { attendeeId: BOB, name: 'Bob', sessionName: 'Saturday Day', from: '1830', to: null },
        ],
      },
      'POST /api/Planner/7/restore': { data: plan({ version: 4 }) },
    });
    await renderPage();
    const panel = await screen.findByRole('region', { name: 'Compare plans' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Show versions' }));
    const compared = await within(panel).findByRole('table', { name: 'The two plans compared' });
    const row = (name: string) =>
      within(compared).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td');
    expect(
      within(compared)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Metric', 'Version 3 (draft)', 'Version 2']);
    expect([...row('Seated')].map((c) => c.textContent)).toEqual(['3', '2']);
    expect([...row('Wanted seats')].map((c) => c.textContent)).toEqual(['2', '1']);
    expect([...row('Unseated')].map((c) => c.textContent)).toEqual(['0', '1']);
    expect(row('Attendees with a wanted game')).toHaveLength(2);
    expect(row('Play-with wishes met')).toHaveLength(2);
    expect(row('New players without teacher')).toHaveLength(2);
    expect([...row('Playing a game twice')].map((c) => c.textContent)).toEqual(['0', '1']);
    const moved = await within(panel).findByRole('region', { name: 'Who moved' });
    expect(moved).toHaveTextContent('Who moved from version 2 to version 3');
    expect(within(moved).getByRole('listitem')).toHaveTextContent(
      'Bob, Saturday Day: 1830 → unseated',
    );

    // Another pair: version 1 instead of version 2.
    act(() => within(panel).getByRole('combobox', { name: 'Second plan' }).focus());
    await userEvent.keyboard('{Enter}');
    // A run is a milestone, named by its number.
    await userEvent.click(await screen.findByRole('option', { name: /^Run 1, version 1,/ }));
    expect(within(compared).getAllByRole('columnheader')[2]).toHaveTextContent('Version 1');

    await userEvent.click(within(panel).getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText('Version 1 is the draft again.')).toBeInTheDocument();
    expect(bodyOf(api, 'POST /api/Planner/7/restore')).toEqual({ version: 3, restoreVersion: 1 });
  });
});
