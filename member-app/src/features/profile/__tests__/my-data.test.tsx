import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_DELETED, PASSWORD_WRONG, selectCurrentUser } from 'shared-api';
import { makeUser, renderWithProviders, stubApi, type StubbedApi } from 'test-support';
import { MyData } from '../components/my-data';

const DOWNLOAD_MY_DATA = 'Download my data';
const DELETE_MY_ACCOUNT = 'Delete my account';

jest.setTimeout(30_000);

// jsdom's Blob has no text(): read it as the browser's FileReader does.
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

let api: StubbedApi | undefined;
afterEach(() => {
  api?.restore();
  jest.restoreAllMocks();
});

describe('MyData', () => {
  it("saves the member's data as a JSON file", async () => {
    const data = { account: { email: 'ann@example.com' }, registrations: [] };
    api = stubApi({ 'GET /api/User/me/export': { data } });
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:json';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderWithProviders(<MyData />, { user: makeUser(['USER']) });
    await userEvent.setup().click(screen.getByRole('button', { name: DOWNLOAD_MY_DATA }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('18xx-belgium-my-data.json');
    expect(JSON.parse(await textOf(blobs[0]!))).toEqual(data);
  });

  it('deletes the account with the password and signs this browser out', async () => {
    let answer: { error: string; status: number } | { data: string } = {
      error: PASSWORD_WRONG,
      status: 400,
    };
    api = stubApi({ 'POST /api/User/me/delete': () => answer });
    const { store } = renderWithProviders(<MyData />, { user: makeUser(['USER']) });
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: DELETE_MY_ACCOUNT }));
    const dialog = within(await screen.findByRole('dialog'));
    await events.type(dialog.getByLabelText(/Your Password/), 'Wrong-Pass-1!');
    await events.click(dialog.getByRole('button', { name: DELETE_MY_ACCOUNT }));
    expect(await dialog.findByText(PASSWORD_WRONG)).toBeInTheDocument();
    expect(selectCurrentUser(store.getState())).not.toBeNull();

    answer = { data: ACCOUNT_DELETED };
    await events.clear(dialog.getByLabelText(/Your Password/));
    await events.type(dialog.getByLabelText(/Your Password/), 'Member-Pass-1!');
    await events.click(dialog.getByRole('button', { name: DELETE_MY_ACCOUNT }));
    await waitFor(() => expect(selectCurrentUser(store.getState())).toBeNull());
    expect(api.calls.at(-1)?.body).toEqual({ password: 'Member-Pass-1!' });
  });
});
