import { screen, within } from '@testing-library/react';
import { makeUser, renderWithProviders } from 'test-support';
import { ReleaseNotesPage } from '../components/release-notes-page';

it('lists Alpha 0.1.7 down to 0.1.1, the first one marked current', () => {
  renderWithProviders(<ReleaseNotesPage />, { user: makeUser(['ADMIN']) });
  expect(screen.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeInTheDocument();
  expect(screen.getByText('Current version: Alpha 0.1.7')).toBeInTheDocument();
  const versions = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(versions).toEqual([7, 6, 5, 4, 3, 2, 1].map((n) => `Alpha 0.1.${n}`));
  expect(
    within(screen.getByRole('region', { name: 'Alpha 0.1.7' })).getByText('Current'),
  ).toBeVisible();
  expect(
    within(screen.getByRole('region', { name: 'Alpha 0.1.1' })).queryByText('Current'),
  ).toBeNull();
});

it('names every item the specification lists', () => {
  renderWithProviders(<ReleaseNotesPage />, { user: makeUser(['ADMIN']) });
  for (const item of [
    /Administrators, Confirmed Users, Awaiting Email Confirmation and a collapsible Suspended Users section, each sorted by first name/,
    /highlights users registered for the active convention/,
    /dashboard/i,
    /Invoice notification emails/,
    /unread inbox messages/,
    /System Logs page/,
    /validate a user’s email address/,
    /derived from the signed login token on every load/,
  ]) {
    expect(screen.getByText(item)).toBeInTheDocument();
  }
});
