import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { ToastProvider } from '../toast/toast-provider';
import { useToast } from '../toast/use-toast';

// The first download of the toast host fails (a redeploy removed the chunk, the network dropped).
let mockDownloads = 0;
jest.mock('../toast/toast-host', () => {
  mockDownloads += 1;
  if (mockDownloads === 1) throw new Error('Loading chunk toast-host failed.');
  return jest.requireActual('../toast/toast-host');
});

const Trigger = () => {
  const { showToast } = useToast();
  const [count, setCount] = useState(0);
  return (
    <button
      onClick={() => {
        setCount(count + 1);
        showToast({ body: `Toast ${count + 1}.` });
      }}
    >
      show
    </button>
  );
};

it('keeps the toasts when notistack cannot be downloaded, and the next toast tries again', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <AppThemeProvider>
      <ToastProvider>
        <Trigger />
        <p>The page carries on.</p>
      </ToastProvider>
    </AppThemeProvider>,
  );
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'show' }));
  await waitFor(() =>
    expect(logged).toHaveBeenCalledWith('Could not load the toasts.', expect.any(Error)),
  );
  expect(screen.getByText('The page carries on.')).toBeInTheDocument();
  expect(screen.queryByText('Toast 1.')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'show' }));
  expect(await screen.findByText('Toast 1.')).toBeInTheDocument();
  expect(await screen.findByText('Toast 2.')).toBeInTheDocument();
  expect(mockDownloads).toBe(2);
});
