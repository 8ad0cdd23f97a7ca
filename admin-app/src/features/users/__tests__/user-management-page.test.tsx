import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from 'shared-api';
import {
  makeAdminUser,
  callsOf,
  envelope,
  stubApi,
  makeUser,
  renderWithProviders,
  setViewportWidth,
} from 'test-support';
import { UserManagementPage } from '../components/user-management-page';

// Tables and dialogs are slow to render in jsdom, the more so on a busy machine.
jest.setTimeout(20_000);

const USERS = '/api/User';
const GROUPS = '/api/User/groups';
const REGISTRATIONS = '/api/Registration/admin/active-convention-registrations';

const admin = makeAdminUser('a1', 'Alice', ['ADMIN']);
const bart = makeAdminUser('u1', 'Bart', ['REGISTERED', 'USER'], {
  groups: [{ id: 1, name: 'Organizers' }],
  canRegisterMultiplePlayers: true,
  nationality: 'Belgian',
  yearOfBirth: 1980,
});
const anna = makeAdminUser('u2', 'Anna', ['REGISTERED']);
const carl = makeAdminUser('u3', 'Carl', ['REGISTERED'], { isEmailConfirmed: false });
const dirk = makeAdminUser('u4', 'Dirk', ['USER', 'SUSPENDED']);
const GROUP_LIST = [
  { id: 1, name: 'Organizers' },
  { id: 2, name: 'Volunteers' },
  { id: 3, name: 'Designers' },
];

const api = (overrides: Record<string, () => Response> = {}, users: AdminUser[] = []) =>
  stubApi({
    [`GET ${USERS}`]: () => envelope(200, users.length ? users : [admin, bart, anna, carl, dirk]),
    [`GET ${GROUPS}`]: () => envelope(200, GROUP_LIST),
    [`GET ${REGISTRATIONS}`]: () => envelope(200, [{ attendeeEmail: 'BART@example.com' }]),
    ...overrides,
  });

const renderPage = async () => {
  renderWithProviders(<UserManagementPage />, { user: makeUser(['ADMIN']) });
  await screen.findByRole('heading', { level: 1, name: 'User Management' });
};

const section = (name: RegExp) => within(screen.getByRole('region', { name }));

beforeEach(() => setViewportWidth(1280));

describe('UserManagementPage', () => {
  it('lists admins, confirmed and unconfirmed users in tables, each by first name', async () => {
    api();
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Administrators (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirmed Users (2)' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Awaiting Email Confirmation (1)' }),
    ).toBeInTheDocument();
    const confirmed = section(/^Confirmed Users/).getByRole('table');
    const rows = within(confirmed).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Anna TestAwaiting approval',
      expect.stringMatching(/^Bart Test/),
    ]);
    expect(
      within(confirmed)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Status',
      'Name',
      'Email',
      'Roles',
      'Groups',
      'Multi-Reg',
      'Nationality',
      'Year of Birth',
      'Actions',
    ]);
    const bartRow = within(rows[1]!);
    expect(bartRow.getByTitle('Approved')).toBeInTheDocument();
    expect(bartRow.getByText('Organizers')).toBeInTheDocument();
    expect(bartRow.getByText('Belgian')).toBeInTheDocument();
    expect(bartRow.getByText('1980')).toBeInTheDocument();
    expect(bartRow.getByRole('switch')).toBeChecked();
    expect(within(rows[0]!).getByTitle('Awaiting approval')).toBeInTheDocument();
    expect(bartRow.queryByText('Awaiting approval')).not.toBeInTheDocument();
  });

  it('says in words, beside the name, who awaits approval, on a phone too', async () => {
    setViewportWidth(390);
    api();
    await renderPage();
    const anna = screen.getByRole('heading', { level: 3, name: 'Anna Test' }).closest('li')!;
    expect(within(anna).getByText('Awaiting approval', { selector: 'span' })).toBeVisible();
    const bart = screen.getByRole('heading', { level: 3, name: 'Bart Test' }).closest('li')!;
    expect(within(bart).queryByText('Awaiting approval', { selector: 'span' })).toBeNull();
  });

  it('highlights users registered for the active convention and counts them', async () => {
    api();
    await renderPage();
    expect(screen.getByText('Registered for Active Convention: 1')).toBeInTheDocument();
    expect(screen.getAllByTitle('Registered for the active convention')).toHaveLength(1);
  });

  it('takes a failing registrations call as no registrations', async () => {
    api({ [`GET ${REGISTRATIONS}`]: () => envelope(500, null, 'Boom') });
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Confirmed Users (2)' })).toBeInTheDocument();
    expect(screen.queryByText(/Registered for Active Convention/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps Suspended Users closed until opened', async () => {
    api();
    await renderPage();
    const toggle = screen.getByRole('button', { name: 'Suspended Users (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Dirk Test')).not.toBeInTheDocument();
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Dirk Test')).toBeInTheDocument();
    expect(screen.getByTitle('Suspended')).toBeInTheDocument();
  });

  it('says when a list is empty', async () => {
    api({}, [makeAdminUser('x', 'Xavier', ['REGISTERED'])]);
    await renderPage();
    expect(screen.getByText('No administrators found.')).toBeInTheDocument();
    expect(screen.getByText('No users awaiting confirmation.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Suspended Users (0)' }));
    expect(await screen.findByText('There are no suspended users.')).toBeInTheDocument();
  });

  it('says when there are no confirmed users', async () => {
    api({ [`GET ${REGISTRATIONS}`]: () => envelope(200, []) }, [admin]);
    await renderPage();
    expect(screen.getByText('No confirmed users found.')).toBeInTheDocument();
  });

  it('shows cards instead of tables below 992 px', async () => {
    setViewportWidth(991);
    api();
    await renderPage();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = section(/^Confirmed Users/).getAllByRole('listitem')[1]!;
    expect(within(card).getByRole('heading', { name: 'Bart Test' })).toBeInTheDocument();
    expect(within(card).getByText('bart@example.com')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Approve Bart Test' })).toBeInTheDocument();
  });

  it('shows the load failure in an alert and a Data Load Error toast', async () => {
    api({ [`GET ${USERS}`]: () => envelope(500, null, 'Database is down.') });
    await renderPage();
    expect(await screen.findByText('Data Load Error')).toBeInTheDocument();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain('Database is down.');
    expect(alerts).toContain('Data Load ErrorDatabase is down.');
    expect(screen.queryByText(/Administrators/)).not.toBeInTheDocument();
  });

  it('fails to load when the groups call fails', async () => {
    api({ [`GET ${GROUPS}`]: () => envelope(500, null, 'Groups unavailable.') });
    await renderPage();
    expect(await screen.findByText('Data Load Error')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Groups unavailable.',
    );
  });
});

describe('user actions', () => {
  it.each([
    [
      'Approve',
      'Anna',
      'u2',
      'approve',
      'Are you sure you want to approve this user?',
      'User approved successfully.',
    ],
    [
      'Suspend',
      'Bart',
      'u1',
      'suspend',
      'Are you sure you want to suspend this user?',
      'User suspended successfully.',
    ],
    [
      'Reactivate',
      'Dirk',
      'u4',
      'reactivate',
      'Are you sure you want to reactivate this user?',
      'User reactivated successfully.',
    ],
  ])(
    '%s asks first, then calls the server and says so',
    async (label, name, id, path, question, done) => {
      const fetchMock = api({ [`POST /api/User/${id}/${path}`]: () => envelope(200, 'Done.') });
      await renderPage();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: /^Suspended Users/ }));
      await user.click(await screen.findByRole('button', { name: `${label} ${name} Test` }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(question);
      expect(dialog).toHaveTextContent(`${name} Test (${name.toLowerCase()}@example.com)`);
      await user.click(within(dialog).getByRole('button', { name: label }));
      expect(await screen.findByText(done)).toBeInTheDocument();
      expect(callsOf(fetchMock)).toContain(`POST /api/User/${id}/${path}`);
    },
  );

  it('offers every action to every user, enabled only where the account state allows it', async () => {
    api();
    await renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Suspended Users/ }));
    await screen.findByText('Dirk Test');
    const enabled = (name: string) =>
      ['Approve', 'Suspend', 'Reactivate', 'Validate Email']
        .filter((label) => screen.queryByRole('button', { name: `${label} ${name} Test` }))
        .map((label) => [
          label,
          screen.getByRole('button', { name: `${label} ${name} Test` }).hasAttribute('disabled')
            ? 'off'
            : 'on',
        ]);
    expect(enabled('Anna')).toEqual([
      ['Approve', 'on'],
      ['Suspend', 'on'],
      ['Reactivate', 'off'],
    ]);
    expect(enabled('Bart')).toEqual([
      ['Approve', 'off'],
      ['Suspend', 'on'],
      ['Reactivate', 'off'],
    ]);
    expect(enabled('Carl')).toEqual([
      ['Approve', 'off'],
      ['Suspend', 'on'],
      ['Reactivate', 'off'],
      ['Validate Email', 'on'],
    ]);
    expect(enabled('Dirk')).toEqual([
      ['Approve', 'off'],
      ['Suspend', 'off'],
      ['Reactivate', 'on'],
    ]);
  });

  it('sends nothing when the admin cancels', async () => {
    const fetchMock = api();
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Suspend Anna Test' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it("shows the server's message when an action fails", async () => {
    api({
      'POST /api/User/u2/approve': () => envelope(409, null, 'This user is already approved.'),
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve Anna Test' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
    );
    expect(await screen.findByText('This user is already approved.')).toBeInTheDocument();
  });

  it('offers Validate Email only for unconfirmed users, with its own confirmation and toast', async () => {
    const fetchMock = api({ 'POST /api/User/u3/validate-email': () => envelope(200, 'Done.') });
    await renderPage();
    expect(screen.getAllByRole('button', { name: /^Validate Email/ })).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Validate Email Carl Test' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      "Are you sure you want to manually validate this user's email address?",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Validate Email' }));
    expect(await screen.findByText('Email Validated')).toBeInTheDocument();
    expect(screen.getByText('User email validated successfully.')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toContain('POST /api/User/u3/validate-email');
  });

  it('says a failed email validation in an Action Failed toast', async () => {
    api({ 'POST /api/User/u3/validate-email': () => new Response('', { status: 500 }) });
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Validate Email Carl Test' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Validate Email' }),
    );
    expect(await screen.findByText('Action Failed')).toBeInTheDocument();
  });

  it('flips Multi-Reg by sending the inverse of the current flag', async () => {
    const fetchMock = api({
      'GET /api/User/setcanregistermultipleusers/u1/false': () => envelope(200, 'Done.'),
      'GET /api/User/setcanregistermultipleusers/u2/true': () => envelope(500, null, 'Nope.'),
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('switch', { name: 'Bart Test may register multiple players' }),
    );
    expect(await screen.findByText('User permission updated successfully.')).toBeInTheDocument();
    await user.click(
      screen.getByRole('switch', { name: 'Anna Test may register multiple players' }),
    );
    expect(await screen.findByText('Nope.')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toEqual(
      expect.arrayContaining([
        'GET /api/User/setcanregistermultipleusers/u1/false',
        'GET /api/User/setcanregistermultipleusers/u2/true',
      ]),
    );
  });
});

describe('Manage Groups', () => {
  it('sends only the changed checkboxes', async () => {
    const fetchMock = api({
      'POST /api/User/u1/groups/2': () => envelope(200, 'Added.'),
      'DELETE /api/User/u1/groups/1': () => envelope(200, 'Removed.'),
    });
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit groups of Bart Test' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Manage Groups for Bart Test' }),
    );
    expect(dialog.getByRole('checkbox', { name: 'Organizers' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Volunteers' })).not.toBeChecked();
    await user.click(dialog.getByRole('checkbox', { name: 'Organizers' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Volunteers' }));
    // Ticked and unticked again: no change, so no call.
    await user.click(dialog.getByRole('checkbox', { name: 'Designers' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Designers' }));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User groups updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(fetchMock).filter((call) => /groups\/\d/.test(call))).toEqual([
      'POST /api/User/u1/groups/2',
      'DELETE /api/User/u1/groups/1',
    ]);
  });

  it('says why saving failed and stays open', async () => {
    api({ 'POST /api/User/u2/groups/3': () => new Response('', { status: 500 }) });
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit groups of Anna Test' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('checkbox', { name: 'Designers' }));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Action Failed')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes without a call on Cancel', async () => {
    const fetchMock = api();
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit groups of Anna Test' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('checkbox', { name: 'Designers' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(fetchMock).filter((call) => /groups\/\d/.test(call))).toEqual([]);
  });
});

describe("a member's data, on their request", () => {
  it('deletes an account after confirmation and reloads the list', async () => {
    let deleted = false;
    const stub = api({
      [`POST /api/User/u1/delete`]: () => {
        deleted = true;
        return envelope(200, 'The account has been deleted.');
      },
      [`GET ${USERS}`]: () =>
        envelope(200, deleted ? [admin, anna, carl, dirk] : [admin, bart, anna, carl, dirk]),
    });
    await renderPage();
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'Delete account of Bart Test' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/only at the member's request/)).toBeInTheDocument();
    await events.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('The account has been deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete account of Bart Test' })).toBeNull(),
    );
    expect(callsOf(stub)).toContain('POST /api/User/u1/delete');
    stub.restore();
  });
});
