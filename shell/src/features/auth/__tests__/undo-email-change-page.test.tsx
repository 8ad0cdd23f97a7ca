import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_CHANGE_UNDO_INVALID, EMAIL_CHANGE_UNDONE, selectCurrentUser } from 'shared-api';
import { bodyOf, makeUser, renderRoutes, stubApi, type StubbedApi } from 'test-support';
import { appRoutes } from '../../../app/router';

jest.mock('../../../remotes/remote-registry', () => ({
  loadRemoteRoutes: jest.fn(() => new Promise(() => undefined)),
}));

let api: StubbedApi | undefined;
afterEach(() => api?.restore());

it('undoes the change by a button, not by opening the page, and signs this browser out', async () => {
  api = stubApi({
    'POST /api/User/email/undo': { data: EMAIL_CHANGE_UNDONE('ann@example.com') },
    'POST /api/Auth/logout': { data: 'Logged out.' },
  });
  const { store } = renderRoutes(appRoutes, '/undo-email-change?token=abc_-1', {
    user: makeUser(['USER']),
  });
  expect(await screen.findByRole('heading', { name: 'Undo Email Change' })).toBeInTheDocument();
  expect(bodyOf(api, 'POST /api/User/email/undo')).toBeUndefined();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Undo the Change' }));
  expect(await screen.findByText(/email address is ann@example.com again/)).toBeInTheDocument();
  expect(bodyOf(api, 'POST /api/User/email/undo')).toEqual({ token: 'abc_-1' });
  expect(selectCurrentUser(store.getState())).toBeNull();
  expect(screen.getByRole('link', { name: 'Reset Password' })).toHaveAttribute(
    'href',
    '/password-reset',
  );
});

it("shows the server's refusal of a used or expired link", async () => {
  api = stubApi({ 'POST /api/User/email/undo': { error: EMAIL_CHANGE_UNDO_INVALID, status: 400 } });
  renderRoutes(appRoutes, '/undo-email-change?token=used');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Undo the Change' }));
  expect(await screen.findByText(EMAIL_CHANGE_UNDO_INVALID)).toBeInTheDocument();
});

it('without a token says the link is invalid and offers nothing to press', async () => {
  renderRoutes(appRoutes, '/undo-email-change');
  expect(await screen.findByText(EMAIL_CHANGE_UNDO_INVALID)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Undo the Change' })).not.toBeInTheDocument();
});
