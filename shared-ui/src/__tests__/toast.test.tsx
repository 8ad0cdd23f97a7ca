import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { theme } from '../theme/theme';
import { ToastProvider } from '../toast/toast-provider';
import { useToast, type Toast } from '../toast/use-toast';

const Trigger = ({ toast }: { toast: Toast }) => {
  const { showToast } = useToast();
  return <button onClick={() => showToast(toast)}>show</button>;
};

const renderToast = (toast: Toast) =>
  render(
    <AppThemeProvider>
      <ToastProvider>
        <Trigger toast={toast} />
      </ToastProvider>
    </AppThemeProvider>,
  );

const show = async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: 'show' }));
};

/** In steps, so timers that React effects start on the way run too (enter and exit transitions). */
const elapse = (ms: number) => {
  for (let t = 0; t < ms; t += 100) act(() => jest.advanceTimersByTime(100));
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('sit in the top-right corner, below the navbar', async () => {
    renderToast({ body: 'Where am I?' });
    await show();
    const container = (await screen.findByText('Where am I?')).closest(
      '.notistack-SnackbarContainer',
    );
    const style = getComputedStyle(container as Element);
    // The navbar's toolbar is 56px high on a phone (64px from 576px on): the toasts start under
    // it, so they never cover its menu button.
    expect(theme.mixins.toolbar.minHeight).toBe(56);
    expect([style.top, style.right, style.bottom, style.left]).toEqual(['58px', '20px', '', '']);
  });

  it('show the header in bold above the body', async () => {
    renderToast({
      header: 'Session Timeout',
      body: 'Your session has expired.',
      variant: 'warning',
    });
    await show();
    const header = await screen.findByText('Session Timeout');
    expect(header.tagName).toBe('STRONG');
    expect(screen.getByText('Your session has expired.')).toBeInTheDocument();
    expect(header.compareDocumentPosition(screen.getByText('Your session has expired.'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('map danger to the error style', async () => {
    renderToast({ header: 'Authentication Error', body: 'Invalid.', variant: 'danger' });
    await show();
    const toast = (await screen.findByText('Invalid.')).closest('.notistack-MuiContent');
    expect(toast).toHaveClass('notistack-MuiContent-error');
  });

  it('disappear after the default 5000 ms', async () => {
    renderToast({ body: 'Saved.' });
    await show();
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    elapse(4900);
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    elapse(1000);
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('honour their own delay', async () => {
    renderToast({ body: 'Quick.', delay: 1000 });
    await show();
    expect(await screen.findByText('Quick.')).toBeInTheDocument();
    elapse(900);
    expect(screen.getByText('Quick.')).toBeInTheDocument();
    elapse(1000);
    expect(screen.queryByText('Quick.')).not.toBeInTheDocument();
  });
});

describe('the toast host', () => {
  it('is not loaded before the first toast', () => {
    renderToast({ body: 'Not yet.' });
    expect(document.querySelector('.notistack-SnackbarContainer')).toBeNull();
  });

  it('shows, in order, the toasts asked for while it loads', async () => {
    const Twice = () => {
      const { showToast } = useToast();
      return (
        <button
          onClick={() => {
            showToast({ body: 'First.' });
            showToast({ body: 'Second.' });
          }}
        >
          show
        </button>
      );
    };
    render(
      <AppThemeProvider>
        <ToastProvider>
          <Twice />
        </ToastProvider>
      </AppThemeProvider>,
    );
    await show();
    const first = await screen.findByText('First.');
    const second = await screen.findByText('Second.');
    expect(first.compareDocumentPosition(second)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
