import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bodyOf,
  envelope,
  makeUser,
  renderWithProviders,
  setViewportWidth,
  stubApi,
} from 'test-support';
import { GamesPage } from '../components/games-page';

const game1889 = {
  id: 'b0c7d9d4-5ac1-4f3e-9d0c-2d2b9f0a1889',
  title: '1889',
  aliases: ['Shikoku 1889'],
  minPlayers: 2,
  maxPlayers: 6,
  minutes: 240,
  minutesAtMaxPlayers: null,
  isLong: false,
  notes: '',
};

const renderPage = async () => {
  renderWithProviders(<GamesPage />, { user: makeUser(['ADMIN']) });
  await screen.findByRole('heading', { level: 1, name: 'Games' });
};

beforeEach(() => setViewportWidth(390));
jest.setTimeout(20_000);

describe('GamesPage', () => {
  it('lists each title with its players, length and aliases', async () => {
    stubApi({ 'GET /api/Games': { data: [game1889] } });
    await renderPage();
    const list = await screen.findByRole('list', { name: 'Game catalogue' });
    expect(within(list).getByText('2-6 players · 4 h')).toBeInTheDocument();
    expect(within(list).getByText('Also: Shikoku 1889')).toBeInTheDocument();
  });

  it('adds a game, aliases split on commas and numbers as numbers, after checking the range', async () => {
    const api = stubApi({
      'GET /api/Games': { data: [game1889] },
      'POST /api/Games': () => envelope(200, game1889),
    });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add Game' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Game' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), '18EU');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Aliases' }), '18 EU, Europe');
    const max = dialog.getByRole('spinbutton', { name: 'Maximum players' });
    await userEvent.clear(max);
    await userEvent.type(max, '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Game' }));
    expect(
      await dialog.findByText('Maximum players must be at least the minimum.'),
    ).toBeInTheDocument();
    await userEvent.clear(max);
    await userEvent.type(max, '6');
    const atMax = dialog.getByRole('spinbutton', {
      name: 'Length in minutes at the largest table',
    });
    await userEvent.type(atMax, '200');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Game' }));
    expect(
      await dialog.findByText(
        'Length at the largest table must be at least the length at the smallest.',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(atMax);
    await userEvent.type(atMax, '300');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Game' }));
    expect(await screen.findByText('Game created successfully!')).toBeInTheDocument();
    expect(bodyOf(api, 'POST /api/Games')).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: '18EU',
      aliases: ['18 EU', 'Europe'],
      minPlayers: 3,
      maxPlayers: 6,
      minutes: 240,
      minutesAtMaxPlayers: 300,
      isLong: false,
      notes: '',
    });
  });

  it('deletes a game after confirmation', async () => {
    const api = stubApi({
      'GET /api/Games': { data: [game1889] },
      [`DELETE /api/Games/${game1889.id}`]: { data: null },
    });
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 1889' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText(
        'Are you sure you want to delete the game "1889"? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Game deleted successfully!')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
