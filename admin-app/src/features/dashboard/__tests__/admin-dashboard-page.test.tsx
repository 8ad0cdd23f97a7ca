import { screen } from '@testing-library/react';
import { makeUser, renderWithProviders } from 'test-support';
import { AdminDashboardPage } from '../components/admin-dashboard-page';

it('is titled Administrative Tools and points to the Admin menu', () => {
  renderWithProviders(<AdminDashboardPage />, { user: makeUser(['ADMIN']) });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Administrative Tools' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/features are available in the Admin menu/)).toBeInTheDocument();
});
