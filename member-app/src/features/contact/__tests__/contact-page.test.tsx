import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { makeUser, renderWithProviders, stubApi } from 'test-support';
import { ContactPage } from '../components/contact-page';

jest.setTimeout(30_000);

let restore = () => undefined as void;
afterEach(() => restore());

const registration = {
  id: '0b7d5a3e-1a2b-4c3d-8e9f-000000000001',
  attendeeFirstName: 'Olga',
  attendeeLastName: 'Janssens',
  status: 'registered',
};

const cancelled = {
  id: '0b7d5a3e-1a2b-4c3d-8e9f-000000000002',
  attendeeFirstName: 'Piet',
  attendeeLastName: 'Peeters',
  status: 'cancelled',
};

const open = (answers: Parameters<typeof stubApi>[0]) => {
  const api = stubApi(answers);
  restore = api.restore;
  renderWithProviders(
    <Routes>
      <Route path="/contact-us" element={<ContactPage />} />
      <Route path="/inbox" element={<h1>Inbox reached</h1>} />
    </Routes>,
    { user: makeUser(['USER']), route: '/contact-us' },
  );
  return api;
};

const fill = async (subject: string, message: string) => {
  if (subject) await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), subject);
  if (message) await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), message);
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
};

describe('ContactPage', () => {
  it('checks the subject and the message before sending anything', async () => {
    const { calls } = open({ 'GET /api/Registration': { data: [] } });
    await fill('', '');
    expect(await screen.findByText('A subject is required.')).toBeInTheDocument();
    expect(screen.getByText('A message body is required.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends a general question as HTML, toasts and goes to the inbox', async () => {
    const { calls } = open({
      'GET /api/Registration': { data: [registration] },
      'POST /api/Inbox/contact': { data: { noteId: 'n-1' } },
    });
    await fill('Parking', 'Is there parking?\nThanks <3');
    expect(await screen.findByRole('heading', { name: 'Inbox reached' })).toBeInTheDocument();
    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Parking',
      body: '<p>Is there parking?<br>Thanks &lt;3</p>',
      registrationId: null,
    });
  });

  it('offers the member’s registrations as topics, not the cancelled ones', async () => {
    const { calls } = open({
      'GET /api/Registration': { data: [registration, cancelled] },
      'POST /api/Inbox/contact': { data: { noteId: 'n-1' } },
    });
    await userEvent.click(
      screen.getByRole('combobox', { name: 'Select Topic / Related Registration' }),
    );
    const options = within(await screen.findByRole('listbox'));
    expect(options.getByRole('option', { name: 'General Question' })).toBeInTheDocument();
    expect(options.getAllByRole('option')).toHaveLength(2);
    expect(
      options.queryByRole('option', { name: 'Registration for Piet Peeters' }),
    ).not.toBeInTheDocument();
    await userEvent.click(options.getByRole('option', { name: 'Registration for Olga Janssens' }));
    await fill('Sessions', 'Can I change them?');
    await screen.findByRole('heading', { name: 'Inbox reached' });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      registrationId: registration.id,
    });
  });

  it('only logs a registrations load failure, and shows a send failure', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    open({
      'GET /api/Registration': { error: 'Boom.', status: 500 },
      'POST /api/Inbox/contact': {
        error: 'There is no administrator to receive your message.',
        status: 409,
      },
    });
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByText('Boom.')).not.toBeInTheDocument();
    await fill('Hi', 'Hello');
    expect(
      await screen.findByText('There is no administrator to receive your message.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    logged.mockRestore();
  });
});
