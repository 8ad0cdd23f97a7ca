import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders, stubApi, type StubbedApi } from 'test-support';
import { CalendarFeed } from '../components/calendar-feed';

const GET_FEED_ADDRESS = 'Get a calendar feed address';
const RENEW_FEED_ADDRESS = 'Get a new address';
const COPY_FEED_ADDRESS = 'Copy address';
const FEED_ADDRESS_COPIED = 'The calendar feed address has been copied.';
const FEED_ADDRESS_LABEL = 'Your calendar feed address';

jest.setTimeout(30_000);

let api: StubbedApi | undefined;
afterEach(() => api?.restore());

const feed = (token: string) => ({
  data: { token, url: `https://club.example/api/Calendar/${token}.ics` },
});

describe('CalendarFeed', () => {
  it('shows a new address once, copies it, and a renewal replaces it', async () => {
    let n = 0;
    api = stubApi({ 'POST /api/User/me/calendar-token': () => feed(`token-${(n += 1)}`) });
    const events = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithProviders(<CalendarFeed />, { user: makeUser(['USER']) });

    expect(screen.queryByRole('textbox', { name: FEED_ADDRESS_LABEL })).toBeNull();
    await events.click(screen.getByRole('button', { name: GET_FEED_ADDRESS }));
    const address = await screen.findByRole('textbox', { name: FEED_ADDRESS_LABEL });
    expect(address).toHaveValue('https://club.example/api/Calendar/token-1.ics');

    await events.click(screen.getByRole('button', { name: COPY_FEED_ADDRESS }));
    expect(writeText).toHaveBeenCalledWith('https://club.example/api/Calendar/token-1.ics');
    expect(await screen.findByText(FEED_ADDRESS_COPIED)).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: RENEW_FEED_ADDRESS }));
    await waitFor(() =>
      expect(address).toHaveValue('https://club.example/api/Calendar/token-2.ics'),
    );
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/User/me/calendar-token',
      'POST /api/User/me/calendar-token',
    ]);
  });
});
