import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bodyOf,
  callsOf,
  makeUser,
  renderWithProviders,
  setViewportWidth,
  stubApi,
} from 'test-support';
import { PAST_CONVENTION_READ_ONLY } from 'shared-api';
import { TablePlannerPage } from '../components/table-planner-page';
import { ANN, BOB, CAROL, convention, plan } from './plan-fixture';

const renderPage = async () => {
  renderWithProviders(<TablePlannerPage />, { user: makeUser(['ADMIN']) });
  await screen.findByRole('heading', { level: 1, name: 'Table Planner' });
};

beforeEach(() => setViewportWidth(390));
jest.setTimeout(20_000);

describe('TablePlannerPage', () => {
  it('shows a past convention from the address as it was planned, with nothing to change', async () => {
    const past = {
      ...convention,
      isActive: false,
      startDate: '2019-05-30T00:00:00.000Z',
      endDate: '2019-06-02T00:00:00.000Z',
    };
    stubApi({
      'GET /api/Convention': { data: [{ ...convention, id: 8, isActive: true }, past] },
      'GET /api/Planner/7': { data: plan() },
    });
    renderWithProviders(<TablePlannerPage />, {
      user: makeUser(['ADMIN']),
      route: '/?conventionId=7',
    });
    expect(await screen.findByText(PAST_CONVENTION_READ_ONLY)).toBeVisible();
    await screen.findByRole('listitem', { name: '1830 table' });
    expect(screen.queryByRole('button', { name: 'Run Planner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    for (const button of screen.queryAllByRole('button', { name: /^(Pin|Ban|Move)/ }))
      expect(button).toBeDisabled();
  });

  it('shows each table with its warnings and the unmatched wishes', async () => {
    stubApi({
      'GET /api/Convention': { data: [convention] },
      'GET /api/Planner/7': { data: plan() },
    });
    await renderPage();
    const table = await screen.findByRole('listitem', { name: '1830 table' });
    expect(within(table).getByText('Copy: Ann')).toBeInTheDocument();
    expect(within(table).getByText('Too few players: 2 of at least 3.')).toBeInTheDocument();
    expect(screen.getByText('Ann wants to play: "Mystery 18"')).toBeInTheDocument();
    // Nothing to print before the tables are published.
    expect(screen.getByRole('button', { name: 'Print Table Sheets' })).toBeDisabled();
  });

  it.each([390, 1280])(
    'says which published tables changed since, on the status line and on the table (%i px)',
    async (width) => {
      setViewportWidth(width);
      const board = plan({ publishedAt: '2031-05-20T10:00:00Z', changedSincePublished: true });
      stubApi({
        'GET /api/Convention': { data: [convention] },
        'GET /api/Planner/7': {
          data: {
            ...board,
            tables: board.tables.map((table) => ({
              ...table,
              changedSincePublished: table.gameTitle === '1830',
              // The 1889 copy's owner cancelled.
              ...(table.gameTitle === '1889' ? { copyOwnerId: 'gone' } : {}),
            })),
          },
        },
      });
      await renderPage();
      expect(
        await screen.findByText(
          /Published 20\/05\/2031, 12:00 \(Brussels time\); changed since: 1830 \(Saturday Day\)\./,
        ),
      ).toBeInTheDocument();
      const changed = screen.getByRole('listitem', { name: '1830 table' });
      expect(within(changed).getByText('Changed since published')).toBeInTheDocument();
      const same = screen.getByRole('listitem', { name: '1889 table' });
      expect(within(same).queryByText('Changed since published')).not.toBeInTheDocument();
      expect(within(same).getByText('Copy: no longer registered')).toBeInTheDocument();
    },
  );

  it('matches an unmatched wish to the game it meant, as an alias, and reads the plan again', async () => {
    const api = stubApi({
      'GET /api/Convention': { data: [convention] },
      'GET /api/Planner/7': { data: plan() },
      'GET /api/Games': {
        data: [
          {
            id: 'g1830',
            title: '1830',
            aliases: [],
            minPlayers: 3,
            maxPlayers: 6,
            minutes: 240,
            isLong: false,
            notes: '',
          },
          {
            id: 'g1889',
            title: '1889',
            aliases: [],
            minPlayers: 2,
            maxPlayers: 6,
            minutes: 180,
            isLong: false,
            notes: '',
          },
        ],
      },
      'POST /api/Games/g1889/aliases': {
        data: {
          id: 'g1889',
          title: '1889',
          aliases: ['Mystery 18'],
          minPlayers: 2,
          maxPlayers: 6,
          minutes: 180,
          isLong: false,
          notes: '',
        },
      },
    });
    await renderPage();
    const wishes = await screen.findByRole('region', { name: 'Unmatched wishes' });
    const add = within(wishes).getByRole('button', { name: 'Add as alias: "Mystery 18"' });
    expect(add).toBeDisabled();
    act(() => within(wishes).getByRole('combobox', { name: 'Game meant by "Mystery 18"' }).focus());
    await userEvent.keyboard('{Enter}');
    const option = await screen.findByRole('option', { name: '1889' });
    act(() => option.focus());
    await userEvent.keyboard('{Enter}');
    await userEvent.click(add);
    expect(await screen.findByText('"Mystery 18" is now an alias of 1889.')).toBeInTheDocument();
    expect(bodyOf(api, 'POST /api/Games/g1889/aliases')).toEqual({ alias: 'Mystery 18' });
    // The board asks again, so the wish that now matches leaves the list.
    await waitFor(() =>
      expect(callsOf(api).filter((call) => call === 'GET /api/Planner/7')).toHaveLength(2),
    );
  });

  it('ignores an unmatched wish: the board answered without it no longer lists it', async () => {
    const api = stubApi({
      'GET /api/Convention': { data: [convention] },
      'GET /api/Planner/7': { data: plan() },
      'GET /api/Games': { data: [] },
      'POST /api/Planner/7/unmatched/ignore': { data: plan({ unmatched: [] }) },
    });
    await renderPage();
    const wishes = await screen.findByRole('region', { name: 'Unmatched wishes' });
    const ignore = within(wishes).getByRole('button', { name: 'Ignore: "Mystery 18" (Ann)' });
    act(() => ignore.focus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('"Mystery 18" is ignored.')).toBeInTheDocument();
    expect(bodyOf(api, 'POST /api/Planner/7/unmatched/ignore')).toEqual({
      registrationId: ANN,
      field: 'wantToPlayGames',
      text: 'Mystery 18',
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Unmatched wishes' })).not.toBeInTheDocument(),
    );
  });

  it('shows a long wish whole above its select, the select named by it', async () => {
    const long = 'The one with the trains in the Alps that a friend brought last year';
    stubApi({
      'GET /api/Convention': { data: [convention] },
      'GET /api/Planner/7': {
        data: plan({
          unmatched: [
            { registrationId: ANN, attendeeName: 'Ann', field: 'wantToPlayGames', text: long },
          ],
        }),
      },
      'GET /api/Games': { data: [] },
    });
    await renderPage();
    const wishes = await screen.findByRole('region', { name: 'Unmatched wishes' });
    const label = within(wishes).getByText(`Game meant by "${long}"`);
    expect(getComputedStyle(label).whiteSpace).not.toBe('nowrap');
    expect(
      within(wishes).getByRole('combobox', { name: `Game meant by "${long}"` }),
    ).toBeInTheDocument();
  });

  it('warns of featured games linked to no catalogue game', async () => {
    stubApi({
      'GET /api/Convention': { data: [convention] },
      'GET /api/Planner/7': { data: plan({ featuredWithoutGame: ['1830 Special'] }) },
    });
    await renderPage();
    expect(
      await screen.findByText(/Featured games linked to no catalogue game: 1830 Special\./),
    ).toBeInTheDocument();
  });

  it('moves a player by keyboard, sending the version it was made on', async () => {
    const api = stubApi({
      'GET /api/Convention': { data: [convention] },
      'GET /api/Planner/7': { data: plan() },
      'PUT /api/Planner/7/tables': { data: plan({ version: 4 }) },
    });
    await renderPage();
    const table = await screen.findByRole('listitem', { name: '1830 table' });
    act(() => within(table).getByRole('combobox', { name: 'Move Bob' }).focus());
    await userEvent.keyboard('{Enter}');
    const option = await screen.findByRole('option', { name: 'To 1889 (1)' });
    act(() => option.focus());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Bob moved.')).toBeInTheDocument();
    expect(bodyOf(api, 'PUT /api/Planner/7/tables')).toEqual({
      version: 3,
      tables: [
        { id: 't1830', pinned: false, playerIds: [ANN] },
        { id: 't1889', pinned: false, playerIds: [CAROL, BOB] },
      ],
    });
  });

  it("pins a table, and tells of another organiser's change", async () => {
    stubApi({
      'GET /api/Convention': { data: [convention] },
      'GET /api/Planner/7': { data: plan() },
      'PUT /api/Planner/7/tables': {
        error: 'Another organiser changed this plan in the meantime.',
        status: 409,
      },
    });
    await renderPage();
    const table = await screen.findByRole('listitem', { name: '1889 table' });
    await userEvent.click(within(table).getByRole('button', { name: 'Pin table 2, 1889' }));
    expect(
      await screen.findByText('Another organiser changed this plan in the meantime.'),
    ).toBeInTheDocument();
  });

  it('runs around the pins and publishes after confirmation', async () => {
    const pinned = plan({
      tables: plan().tables.map((t) => ({ ...t, pinned: t.id === 't1889' })),
    });
    const api = stubApi({
      'GET /api/Convention': { data: [convention] },
      'GET /api/Planner/7': { data: pinned },
      'POST /api/Planner/7/run': {
        data: {
          ...pinned,
          version: 4,
          solver: {
            status: 'feasible',
            gap: null,
            seconds: 4.21,
            note: 'One model for the whole convention, stopped at the time limit: valid, not proven best.',
          },
        },
      },
      'POST /api/Planner/7/publish': {
        data: { ...pinned, version: 5, publishedAt: '2031-05-20T10:00:00Z' },
      },
    });
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Re-run around pins' }));
    expect(await screen.findByText('The tables are planned.')).toBeInTheDocument();
    expect(bodyOf(api, 'POST /api/Planner/7/run')).toEqual({
      version: 3,
      minTableSize: 3,
      seed: 0,
    });
    // The organiser is told how the plan was solved: here stopped at the time limit.
    expect(
      screen.getByText(
        'Last run: One model for the whole convention, stopped at the time limit: valid, not proven best. (4.2 s)',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The tables are published.')).toBeInTheDocument();
    expect(bodyOf(api, 'POST /api/Planner/7/publish')).toEqual({ version: 4 });
    expect(await screen.findByRole('button', { name: 'Print Table Sheets' })).toBeEnabled();
    // Published at 10:00 UTC in May: 12:00 in Brussels (summer time), named.
    expect(
      await screen.findByText(/^Published 20\/05\/2031, 12:00 \(Brussels time\)\./),
    ).toBeInTheDocument();
  });

  it('asks for another plan on purpose, with the smallest table chosen on the board', async () => {
    const api = stubApi({
      'GET /api/Convention': { data: [convention] },
      'GET /api/Planner/7': { data: plan() },
      'POST /api/Planner/7/run': { data: plan({ version: 4 }) },
    });
    await renderPage();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Smallest table' }));
    await userEvent.click(await screen.findByRole('option', { name: '4 players' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try another plan' }));
    expect(await screen.findByText('The tables are planned.')).toBeInTheDocument();
    const body = bodyOf(api, 'POST /api/Planner/7/run') as { seed: number };
    expect(body).toEqual({ version: 3, minTableSize: 4, seed: expect.any(Number) });
    expect(body.seed).toBeGreaterThan(0);
  });
});
