import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LogEntry, LogQuery } from 'shared-api';
import { envelope, stubApi, makeUser, renderWithProviders, type StubbedApi } from 'test-support';
import { SystemLogsPage } from '../components/system-logs-page';

const entry = (id: number, overrides: Partial<LogEntry> = {}): LogEntry => ({
  id,
  logLevel: 'Warning',
  message: `Entry ${id}`,
  stackTrace: `Error: entry ${id}\n    at handler (/srv/server/src/x.ts:${id}:1)`,
  createDate: '2026-03-01T09:05:07.000Z',
  ...overrides,
});

const PAGE_ONE = [
  entry(1, {
    logLevel: 'Error',
    message: 'POST /api/Registration: boom (at server/src/routes/registrations/index.ts:42)',
  }),
  entry(2, { logLevel: 'Critical' }),
  entry(3, { logLevel: 'Info', stackTrace: null }),
];
const PAGE_TWO = [entry(21), entry(22)];

/** Answers POST /api/Logs from the body's page number: 22 entries in two pages. */
const api = () =>
  stubApi({
    'POST /api/Logs': (call) => {
      const query = call.body as LogQuery;
      const items = query.pageNumber === 2 ? PAGE_TWO : PAGE_ONE;
      return envelope(200, { items, totalCount: 22, pageSize: 20, pageNumber: query.pageNumber });
    },
  });

const sentQueries = (fetchMock: StubbedApi): LogQuery[] =>
  fetchMock.calls.map((call) => call.body as LogQuery);

const renderPage = async () => {
  const user = userEvent.setup();
  renderWithProviders(<SystemLogsPage />, { user: makeUser(['ADMIN']) });
  await screen.findByText('Entry 2');
  return user;
};

const card = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
const traceOf = (text: string) => within(card(text)).queryByText(/^Error: entry/);

describe('SystemLogsPage', () => {
  it('asks for page 1 of 20 and shows level badges, the message with its file and line apart, and the date', async () => {
    const fetchMock = api();
    await renderPage();
    expect(sentQueries(fetchMock)[0]).toEqual({
      fromDate: null,
      toDate: null,
      pageNumber: 1,
      pageSize: 20,
    });
    const error = card('POST /api/Registration: boom');
    expect(within(error).getByText('Error').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
    expect(within(card('Entry 2')).getByText('Critical').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
    expect(within(card('Entry 3')).getByText('Info').closest('.MuiChip-root')).not.toHaveClass(
      'MuiChip-colorError',
    );
    expect(within(error).getByText('server/src/routes/registrations/index.ts')).toBeInTheDocument();
    expect(error).toHaveTextContent('line 42');
    expect(within(error).getByText('01/03/2026, 09:05:07 UTC')).toBeInTheDocument();
    expect(within(card('Entry 3')).queryByRole('button', { name: 'Show Stack Trace' })).toBeNull();
    expect(await screen.findByRole('group', { name: 'From Date' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'To Date' })).toBeInTheDocument();
  });

  it('opens one stack trace at a time', async () => {
    api();
    const user = await renderPage();
    await user.click(within(card('Entry 2')).getByRole('button', { name: 'Show Stack Trace' }));
    expect(traceOf('Entry 2')).toBeVisible();

    await user.click(
      within(card('POST /api/Registration: boom')).getByRole('button', {
        name: 'Show Stack Trace',
      }),
    );
    expect(traceOf('POST /api/Registration: boom')).toBeVisible();
    await waitFor(() => expect(traceOf('Entry 2')).toBeNull());
    expect(
      within(card('Entry 2')).getByRole('button', { name: 'Show Stack Trace' }),
    ).toHaveAttribute('aria-expanded', 'false');

    await user.click(
      within(card('POST /api/Registration: boom')).getByRole('button', {
        name: 'Hide Stack Trace',
      }),
    );
    await waitFor(() => expect(traceOf('POST /api/Registration: boom')).toBeNull());
  });

  it('collapses the open stack trace when the page changes', async () => {
    const fetchMock = api();
    const user = await renderPage();
    await user.click(within(card('Entry 2')).getByRole('button', { name: 'Show Stack Trace' }));
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findByText('Entry 21');
    expect(sentQueries(fetchMock).at(-1)?.pageNumber).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Go to page 1' }));
    await screen.findByText('Entry 2');
    expect(traceOf('Entry 2')).toBeNull();
    expect(within(card('Entry 2')).getByRole('button', { name: 'Show Stack Trace' })).toBeVisible();
  });

  it('Filter and Reset go back to page 1', async () => {
    const fetchMock = api();
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findByText('Entry 21');

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByText('Entry 2');
    expect(sentQueries(fetchMock).at(-1)).toMatchObject({ pageNumber: 1 });

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findByText('Entry 21');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await screen.findByText('Entry 2');
    expect(screen.getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page');

    const before = fetchMock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(fetchMock.calls.length).toBe(before + 1));
    expect(sentQueries(fetchMock).at(-1)).toMatchObject({ pageNumber: 1 });
  });

  it('says so when nothing matches', async () => {
    stubApi({
      'POST /api/Logs': () =>
        envelope(200, { items: [], totalCount: 0, pageSize: 20, pageNumber: 1 }),
    });
    renderWithProviders(<SystemLogsPage />, { user: makeUser(['ADMIN']) });
    expect(await screen.findByText('No logs found for the selected criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the server message, or the fallback, when the logs cannot be loaded', async () => {
    stubApi({ 'POST /api/Logs': () => envelope(500, null, 'An unexpected error occurred.') });
    renderWithProviders(<SystemLogsPage />, { user: makeUser(['ADMIN']) });
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });
});
