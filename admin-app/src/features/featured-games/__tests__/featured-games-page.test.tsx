import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  envelope,
  stubApi,
  makeUser,
  renderWithProviders,
  setViewportWidth,
  type StubAnswers,
  type StubbedApi,
} from 'test-support';
import { FeaturedGamesPage } from '../components/featured-games-page';

const LIST = 'GET /api/FeaturedGames';
const game1830 = {
  id: 'b0c7d9d4-5ac1-4f3e-9d0c-2d2b9f0a1830',
  gameName: '1830',
  description: 'Robber barons',
  isActive: true,
  gameId: null,
};
const game1846 = {
  id: 'b0c7d9d4-5ac1-4f3e-9d0c-2d2b9f0a1846',
  gameName: '1846',
  description: '',
  isActive: false,
  gameId: null,
};
const CATALOGUE_18EU = 'c0c7d9d4-5ac1-4f3e-9d0c-2d2b9f0a0018';
const catalogue = [
  { id: CATALOGUE_18EU, title: '18EU', aliases: [], minPlayers: 2, maxPlayers: 6, minutes: 360 },
];

const api = (overrides: StubAnswers = {}) =>
  stubApi({
    [LIST]: () => envelope(200, [game1830, game1846]),
    'GET /api/Games': () => envelope(200, catalogue),
    ...overrides,
  });

const sentBody = (fetchMock: StubbedApi, method: string) =>
  fetchMock.calls.find((call) => call.method === method)?.body;

const renderPage = async () => {
  renderWithProviders(<FeaturedGamesPage />, { user: makeUser(['ADMIN']) });
  await screen.findByRole('heading', { level: 1, name: 'Featured Games' });
};

beforeEach(() => setViewportWidth(1280));
jest.setTimeout(20_000);

describe('FeaturedGamesPage', () => {
  it('lists the games with their status', async () => {
    api();
    await renderPage();
    const rows = within(screen.getByRole('table', { name: 'Featured games' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '1830Robber baronsActiveEditDelete',
      '1846InactiveEditDelete',
    ]);
  });

  it('creates a game with a client id, active by default, and needs a name', async () => {
    const fetchMock = api({ 'POST /api/FeaturedGames': () => envelope(200, game1830) });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Create New Game' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Game' }));
    expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Create Game' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Game Name is required.');

    await userEvent.type(dialog.getByRole('textbox', { name: 'Game Name' }), '18EU');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Europe');
    // The catalogue game it is, so the table planner reads a pick of it as a wish.
    await userEvent.click(dialog.getByRole('combobox', { name: 'Catalogue Game (optional)' }));
    await userEvent.click(await screen.findByRole('option', { name: '18EU' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Game' }));
    expect(await screen.findByText('Game created successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST')).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      gameName: '18EU',
      description: 'Europe',
      isActive: true,
      gameId: CATALOGUE_18EU,
    });
  });

  it('updates a listed game, and shows a failed save inside the modal', async () => {
    const fetchMock = api({
      'PUT /api/FeaturedGames': () => envelope(500, null, 'Database unavailable.'),
    });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit 1830' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Game' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Active' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Database unavailable.');
    expect(sentBody(fetchMock, 'PUT')).toEqual({ ...game1830, isActive: false });

    api({ 'PUT /api/FeaturedGames': () => envelope(200, game1830) });
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Game updated successfully!')).toBeInTheDocument();
  });

  it('deletes after confirmation, and reports a failed delete', async () => {
    api({ [`DELETE /api/FeaturedGames/${game1830.id}`]: () => envelope(200, null) });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Delete 1830' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the game "1830"? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Game deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    api({ [`DELETE /api/FeaturedGames/${game1846.id}`]: () => new Response('', { status: 500 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete 1846' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.getByText('Action Failed')).toBeInTheDocument());
  });

  it('names the conventions that feature a game before deleting it', async () => {
    api({
      [`GET /api/FeaturedGames/${game1830.id}/conventions`]: () =>
        envelope(200, [
          { id: 7, name: 'Winter 2026', isPast: false },
          { id: 3, name: 'Pentecost 2025', isPast: true },
        ]),
      [`GET /api/FeaturedGames/${game1846.id}/conventions`]: () => envelope(200, []),
    });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Delete 1830' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Game' });
    expect(
      await within(dialog).findByText(
        'Featured in: Winter 2026 (upcoming), Pentecost 2025 (past). Deleting it removes it from ' +
          'the conventions still to come; past conventions keep it.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Delete 1846' }));
    const unused = await screen.findByRole('dialog', { name: 'Delete Game' });
    await waitFor(() => expect(unused).not.toHaveTextContent('Checking'));
    expect(unused).not.toHaveTextContent('Featured in');
    expect(unused).not.toHaveTextContent('Could not check');
  });

  it('says when it could not check where a game is featured', async () => {
    api({
      [`GET /api/FeaturedGames/${game1830.id}/conventions`]: () =>
        envelope(500, null, 'Database unavailable.'),
    });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Delete 1830' }));
    expect(
      await within(await screen.findByRole('dialog')).findByText(
        'Could not check which conventions feature it.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a load failure as a danger alert and an Error toast', async () => {
    stubApi({ [LIST]: () => envelope(500, null, 'Database unavailable.') });
    await renderPage();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Database unavailable.');
  });
});
