import { render, screen } from '@testing-library/react';
import { ErrorAlert } from '../feedback/error-alert';
import { PageSpinner } from '../feedback/page-spinner';
import { PageContainer } from '../layout/page-container';

it('PageSpinner is a labelled progress indicator', () => {
  render(<PageSpinner />);
  expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
});

it('ErrorAlert shows its title and message as an alert', () => {
  render(<ErrorAlert title="Error" message="Failed to load data." />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Error');
  expect(alert).toHaveTextContent('Failed to load data.');
});

it('PageContainer gives the page its h1', () => {
  render(<PageContainer title="My Inbox">content</PageContainer>);
  expect(screen.getByRole('heading', { level: 1, name: 'My Inbox' })).toBeInTheDocument();
  expect(screen.getByText('content')).toBeInTheDocument();
});
