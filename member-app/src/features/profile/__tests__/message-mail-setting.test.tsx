import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_MAIL_REQUIRED } from 'shared-api/member';
import { makeUser, renderWithProviders, stubApi, type StubAnswer } from 'test-support';
import { MessageMailSetting } from '../components/message-mail-setting';

const MESSAGE_MAIL_LABEL = 'Email me when I receive a message or a reply';
const MESSAGE_MAIL_OFF = 'You will no longer be emailed for new messages and replies.';
const MESSAGE_MAIL_LOAD_FAILED = 'Your email settings could not be loaded.';

jest.setTimeout(30_000);

const PATH = '/api/User/me/notifications';
let restore = () => undefined as void;
afterEach(() => restore());

const open = (get: StubAnswer, put?: StubAnswer) => {
  const api = stubApi({ [`GET ${PATH}`]: get, ...(put && { [`PUT ${PATH}`]: put }) });
  restore = api.restore;
  renderWithProviders(<MessageMailSetting />, { user: makeUser(['USER']) });
  return api;
};

describe('MessageMailSetting', () => {
  it('shows the stored choice and saves the change', async () => {
    const { calls } = open({ data: { messageMail: true } }, { data: { messageMail: false } });
    const toggle = await screen.findByRole('switch', { name: MESSAGE_MAIL_LABEL });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    expect(await screen.findByText(MESSAGE_MAIL_OFF)).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: PATH, body: { messageMail: false } });
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it("shows the server's refusal and keeps the stored choice", async () => {
    open({ data: { messageMail: true } }, { error: MESSAGE_MAIL_REQUIRED, status: 400 });
    const toggle = await screen.findByRole('switch', { name: MESSAGE_MAIL_LABEL });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    expect(await screen.findByText(MESSAGE_MAIL_REQUIRED)).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('says so when the setting cannot be loaded', async () => {
    open({ error: 'Server error', status: 500 });
    expect(await screen.findByText(MESSAGE_MAIL_LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
