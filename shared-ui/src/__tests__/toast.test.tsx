import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { theme } from '../theme/theme';
import { TOAST_MAX_WIDTH_PX } from '../toast/toast-host';
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

describe('toasts of one operation after another', () => {
  const Steps = ({ steps }: { steps: Toast[] }) => {
    const { showToast } = useToast();
    const [next, setNext] = useState(0);
    return (
      <button
        onClick={() => {
          showToast(steps[next]!);
          setNext(next + 1);
        }}
      >
        show
      </button>
    );
  };
  const renderSteps = (steps: Toast[]) =>
    render(
      <AppThemeProvider>
        <ToastProvider>
          <Steps steps={steps} />
        </ToastProvider>
      </AppThemeProvider>,
    );

  it('leave no stale success beside a later failure', async () => {
    renderSteps([
      { body: 'User approved successfully.', variant: 'success' },
      { header: 'Action Error', body: 'Failed to suspend user.', variant: 'danger' },
    ]);
    await show();
    expect(await screen.findByText('User approved successfully.')).toBeInTheDocument();
    await show();
    expect(await screen.findByText('Failed to suspend user.')).toBeInTheDocument();
    elapse(1000);
    expect(screen.queryByText('User approved successfully.')).not.toBeInTheDocument();
  });

  it('replace the note of an operation under way by its result', async () => {
    renderSteps([
      { body: 'Sending a new validation email...', variant: 'info' },
      { body: 'A new validation email has been sent.', variant: 'success' },
    ]);
    await show();
    expect(await screen.findByText('Sending a new validation email...')).toBeInTheDocument();
    await show();
    elapse(1000);
    expect(screen.getByText('A new validation email has been sent.')).toBeInTheDocument();
    expect(screen.queryByText('Sending a new validation email...')).not.toBeInTheDocument();
  });

  it('keep a warning about the session beside the outcome of an operation', async () => {
    renderSteps([
      { header: 'Session Timeout', body: 'Your session has expired.', variant: 'warning' },
      { body: 'Saved.', variant: 'success' },
    ]);
    await show();
    await show();
    elapse(1000);
    expect(screen.getByText('Your session has expired.')).toBeInTheDocument();
    expect(screen.getByText('Saved.')).toBeInTheDocument();
  });

  it('show the same message once, however often it is asked for', async () => {
    const failed = { header: 'Action Failed', body: 'Failed to save.', variant: 'danger' } as const;
    renderSteps([failed, failed]);
    await show();
    await show();
    elapse(1000);
    expect(screen.getAllByText('Failed to save.')).toHaveLength(1);
  });

  it('go away when clicked, and are no wider than beside a dialog on a wide screen', async () => {
    renderSteps([{ body: 'Covers a button.', variant: 'success' }]);
    await show();
    const toast = await screen.findByText('Covers a button.');
    // jsdom applies no media query: read the rule the wider screens get.
    const css = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('');
    expect(css).toMatch(
      new RegExp(
        `@media \\(min-width: ?${theme.breakpoints.values.sm}px\\) ?\\{[^}]*max-width: ?${TOAST_MAX_WIDTH_PX}px`,
      ),
    );
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(toast);
    elapse(1000);
    expect(screen.queryByText('Covers a button.')).not.toBeInTheDocument();
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
            showToast({ body: 'First.', variant: 'warning' });
            showToast({ body: 'Second.', variant: 'danger' });
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
