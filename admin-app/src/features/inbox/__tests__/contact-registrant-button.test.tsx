import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRegistration } from 'shared-api';
import { makeAdminUser, makeUser, renderWithProviders, envelope, stubApi } from 'test-support';
import { ContactRegistrantButton } from '../components/contact-registrant-button';

jest.setTimeout(30_000);

const OLGA = '33333333-3333-4333-8333-333333333333';
const registration = {
  id: '0b7d5a3e-1a2b-4c3d-8e9f-000000000001',
  userId: OLGA,
  attendeeFirstName: 'Olga',
  attendeeLastName: 'Janssens',
} as AdminRegistration;

it('writes to the registrant about the registration, with the link on by default', async () => {
  const fetchMock = stubApi({
    'GET /api/User': () => envelope(200, [makeAdminUser(OLGA, 'Olga', ['USER'])]),
    'POST /api/Inbox/admin/message/send': () => envelope(200, { noteId: 'n-1' }),
  });
  renderWithProviders(<ContactRegistrantButton registration={registration} />, {
    user: makeUser(['ADMIN']),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Contact' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Create New Message' }));
  expect(await dialog.findByRole('button', { name: /Olga Test/ })).toBeInTheDocument();
  expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(
    'Your registration for Olga Janssens',
  );
  const link = dialog.getByRole('checkbox', { name: 'Include a link to the registration' });
  expect(link).toBeChecked();
  await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Please check.');
  await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }));
  await screen.findByText('Message sent successfully.');
  const call = fetchMock.calls.find(({ path }) => path.endsWith('/message/send'));
  expect(call?.body).toMatchObject({
    recipientIds: [OLGA],
    registrationId: registration.id,
    includeRegistrationLink: true,
  });
});
