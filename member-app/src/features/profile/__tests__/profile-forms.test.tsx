import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_CHANGE_CODE_SENT,
  EMAIL_CHANGED,
  PASSWORD_CHANGED,
  PROFILE_UPDATED,
  selectCurrentUser,
  selectToken,
} from 'shared-api';
import { makeToken, makeUser, renderWithProviders, stubApi, type StubbedApi } from 'test-support';
import { ChangeEmailForm } from '../components/change-email-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileDetailsForm } from '../components/profile-details-form';

jest.setTimeout(30_000);

let api: StubbedApi | undefined;
afterEach(() => api?.restore());

const user = makeUser(['USER']);

describe('ProfileDetailsForm', () => {
  it('saves the details by the sign-up rules, then takes a token with the new names', async () => {
    const renamed = makeUser(['USER'], { lastName: 'Janssens', yearOfBirth: 1980 });
    api = stubApi({
      'PUT /api/User/me': ({ body }) => ({ data: { email: user.email, ...(body as object) } }),
      'POST /api/Auth/refresh': { data: makeToken(renamed) },
    });
    const { store } = renderWithProviders(<ProfileDetailsForm user={user} />, { user });
    const events = userEvent.setup();
    const year = screen.getByRole('textbox', { name: 'Year of Birth (optional)' });

    await events.clear(year);
    await events.type(year, '1850');
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(/Year must be between 1900 and/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await events.clear(year);
    await events.type(year, '1980');
    const last = screen.getByRole('textbox', { name: /Last Name/ });
    await events.clear(last);
    await events.type(last, 'Janssens');
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText(PROFILE_UPDATED)).toBeInTheDocument();
    expect(api.calls[0]).toEqual({
      method: 'PUT',
      path: '/api/User/me',
      body: { firstName: 'Ann', lastName: 'Janssens', yearOfBirth: 1980, nationality: 'Belgian' },
    });
    await waitFor(() => expect(selectCurrentUser(store.getState())?.lastName).toBe('Janssens'));
  });

  it("shows the server's refusal", async () => {
    api = stubApi({ 'PUT /api/User/me': { error: 'First Name is required.', status: 400 } });
    renderWithProviders(<ProfileDetailsForm user={user} />, { user });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('First Name is required.')).toBeInTheDocument();
  });
});

describe('ChangeEmailForm', () => {
  it('sends a code to the new address and confirms the change with it', async () => {
    const moved = makeUser(['USER'], { email: 'ann.new@example.com' });
    api = stubApi({
      'POST /api/User/me/email': { data: EMAIL_CHANGE_CODE_SENT },
      'POST /api/User/me/email/confirm': { data: EMAIL_CHANGED },
      'POST /api/Auth/refresh': { data: makeToken(moved) },
    });
    const { store } = renderWithProviders(<ChangeEmailForm email={user.email} />, { user });
    const events = userEvent.setup();
    await events.type(
      screen.getByRole('textbox', { name: /New Email Address/ }),
      'ann.new@example.com',
    );
    await events.type(screen.getByLabelText(/Current Password/), 'Member-18xx!');
    await events.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText(/We sent a code to ann.new@example.com/)).toBeInTheDocument();
    await events.type(screen.getByRole('textbox', { name: /Code from the email/ }), '123456');
    await events.click(screen.getByRole('button', { name: 'Confirm New Email' }));
    expect(await screen.findByText(EMAIL_CHANGED)).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({
      email: 'ann.new@example.com',
      currentPassword: 'Member-18xx!',
    });
    expect(api.calls[1]?.body).toEqual({ code: '123456' });
    await waitFor(() =>
      expect(selectCurrentUser(store.getState())?.email).toBe('ann.new@example.com'),
    );
  });
});

describe('ChangeEmailForm without the right password', () => {
  it('asks for the current password before sending anything', async () => {
    api = stubApi({});
    renderWithProviders(<ChangeEmailForm email={user.email} />, { user });
    const events = userEvent.setup();
    await events.type(screen.getByRole('textbox', { name: /New Email Address/ }), 'b@example.com');
    await events.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Please enter your current password.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's refusal of a wrong password and stays on the first step", async () => {
    api = stubApi({ 'POST /api/User/me/email': { error: CURRENT_PASSWORD_WRONG, status: 400 } });
    renderWithProviders(<ChangeEmailForm email={user.email} />, { user });
    const events = userEvent.setup();
    await events.type(screen.getByRole('textbox', { name: /New Email Address/ }), 'b@example.com');
    await events.type(screen.getByLabelText(/Current Password/), 'wrong');
    await events.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText(CURRENT_PASSWORD_WRONG)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Code from the email/ })).not.toBeInTheDocument();
  });
});

describe('ChangePasswordForm', () => {
  const fill = async (current: string) => {
    const events = userEvent.setup();
    await events.type(screen.getByLabelText(/Current Password/), current);
    await events.type(screen.getByLabelText(/^New Password/), 'Newer-Pass-2?');
    await events.type(screen.getByLabelText(/Confirm New Password/), 'Newer-Pass-2?');
    await events.click(screen.getByRole('button', { name: 'Change Password' }));
  };

  it('keeps this session on the fresh token the server answers with', async () => {
    const fresh = makeToken(user, 7200);
    api = stubApi({ 'POST /api/Auth/change-password': { data: fresh } });
    const { store } = renderWithProviders(<ChangePasswordForm />, { user });
    await fill('Member-Pass-1!');
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({
      currentPassword: 'Member-Pass-1!',
      password: 'Newer-Pass-2?',
      confirmPassword: 'Newer-Pass-2?',
    });
    expect(selectToken(store.getState())).toBe(fresh);
  });

  it('shows a wrong current password and keeps the session', async () => {
    api = stubApi({
      'POST /api/Auth/change-password': { error: CURRENT_PASSWORD_WRONG, status: 400 },
    });
    const { store } = renderWithProviders(<ChangePasswordForm />, { user });
    const before = selectToken(store.getState());
    await fill('Wrong-Pass-1!');
    expect(await screen.findByText(CURRENT_PASSWORD_WRONG)).toBeInTheDocument();
    expect(selectToken(store.getState())).toBe(before);
  });
});
