import { act, render, screen } from '@testing-library/react';
import { PagePlaceholder, SPINNER_DELAY_MS } from '../page-placeholder';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows a spinner while a lazily loaded page takes longer than a blink', () => {
  render(<PagePlaceholder spinner />);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(SPINNER_DELAY_MS));
  expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
});

it('stays empty as the first screen waits for its data', () => {
  render(<PagePlaceholder />);
  act(() => jest.advanceTimersByTime(10 * SPINNER_DELAY_MS));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
