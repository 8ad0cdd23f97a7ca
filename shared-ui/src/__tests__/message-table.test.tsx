import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { MessageTable, type MessageRow } from '../messages/message-table';
import { PagedSummary } from '../messages/paged-summary';
import { pageFromSearch, pageRange } from '../messages/page-range';

const setWidth = (width: number) => {
  window.matchMedia = ((query: string) => ({
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
};

const rows: MessageRow[] = [
  {
    id: 'n-1',
    isRead: false,
    from: 'Ann Peeters',
    to: 'Site Admin',
    title: 'Parking?',
    replies: 2,
    date: '01/05/2031',
  },
  {
    id: 'n-2',
    isRead: true,
    from: 'Site Admin',
    to: 'Ann Peeters',
    title: 'Welcome',
    replies: 0,
    date: '01/04/2031',
  },
];

describe('pageRange and pageFromSearch', () => {
  it('give the numbers of "Showing x-y of N"', () => {
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(1, 20, 5)).toEqual({ from: 1, to: 5 });
    expect(pageRange(2, 20, 45)).toEqual({ from: 21, to: 40 });
    expect(pageRange(3, 20, 45)).toEqual({ from: 41, to: 45 });
  });

  it('read a sane page number from the URL', () => {
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc']) {
      expect(pageFromSearch(new URLSearchParams(bad))).toBe(1);
    }
  });
});

describe('MessageTable', () => {
  it('lists Status, Participants, Title, Replies and Date on a wide screen, unread in bold', async () => {
    setWidth(1280);
    const onOpen = jest.fn();
    render(
      <AppThemeProvider>
        <MessageTable rows={rows} label="Messages" href={(r) => `/m/${r.id}`} onOpen={onOpen} />
      </AppThemeProvider>,
    );
    const table = screen.getByRole('table', { name: 'Messages' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Status', 'Participants', 'Title', 'Replies', 'Date']);
    expect(within(table).getByTitle('Unread')).toBeInTheDocument();
    expect(within(table).getByTitle('Read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parking?' })).toHaveStyle({ fontWeight: 700 });
    expect(screen.getByRole('link', { name: 'Welcome' })).toHaveStyle({ fontWeight: 400 });
    expect(screen.getByRole('link', { name: 'Welcome' })).toHaveAttribute('href', '/m/n-2');
    expect(within(table).getByText('01/05/2031')).toBeInTheDocument();

    await userEvent.click(screen.getByText('From: Ann Peeters'));
    expect(onOpen).toHaveBeenCalledWith(rows[0]);
    await userEvent.click(screen.getByRole('link', { name: 'Welcome' }));
    expect(onOpen).toHaveBeenLastCalledWith(rows[1]);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('stacks the messages on a narrow screen', () => {
    setWidth(390);
    render(
      <AppThemeProvider>
        <MessageTable rows={rows} label="Messages" href={(r) => `/m/${r.id}`} onOpen={jest.fn()} />
      </AppThemeProvider>,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByText('01/05/2031 · Replies: 2')).toBeInTheDocument();
  });
});

describe('PagedSummary', () => {
  it('says which messages are shown and numbers the pages', async () => {
    const onPageChange = jest.fn();
    render(
      <AppThemeProvider>
        <PagedSummary
          pageNumber={2}
          pageSize={20}
          totalCount={45}
          totalPages={3}
          onPageChange={onPageChange}
        />
      </AppThemeProvider>,
    );
    expect(screen.getByText('Showing 21-40 of 45 messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2, current page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('has no page buttons for a single page', () => {
    render(
      <AppThemeProvider>
        <PagedSummary
          pageNumber={1}
          pageSize={20}
          totalCount={3}
          totalPages={1}
          onPageChange={jest.fn()}
        />
      </AppThemeProvider>,
    );
    expect(screen.getByText('Showing 1-3 of 3 messages')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
