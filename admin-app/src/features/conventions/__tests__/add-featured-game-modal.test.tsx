import { screen, within } from '@testing-library/react';
import { envelope, makeUser, stubApi, renderWithProviders } from 'test-support';
import { AddFeaturedGameModal } from '../components/add-featured-game-modal';
import { makeConvention } from './convention-fixtures';

const active = { id: 'g-1830', gameName: '1830', description: 'Robber barons', isActive: true };
const inactive = { id: 'g-1846', gameName: '1846', description: 'The Midwest', isActive: false };

it('marks the inactive games in the list of games to add', async () => {
  stubApi({ 'GET /api/FeaturedGames': () => envelope(200, [active, inactive]) });
  renderWithProviders(
    <AddFeaturedGameModal
      convention={makeConvention({ id: 7, name: 'Winter 2099', featuredGames: [] })}
      busy={false}
      onAdd={() => undefined}
      onClose={() => undefined}
    />,
    { user: makeUser(['ADMIN']) },
  );
  const list = await screen.findByRole('list', { name: 'Available featured games' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first).toHaveTextContent('1830');
  expect(first).not.toHaveTextContent('Inactive');
  expect(second).toHaveTextContent('1846Inactive');
  expect(within(second!).getByRole('button', { name: 'Add 1846' })).toBeEnabled();
});
