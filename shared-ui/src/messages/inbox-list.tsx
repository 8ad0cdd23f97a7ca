import Alert from '@mui/material/Alert';
import { ErrorAlert } from '../feedback/error-alert';
import { PageSpinner } from '../feedback/page-spinner';
import { MessageTable, type MessageRow } from './message-table';
import { PagedSummary } from './paged-summary';

/** A page of conversations, as the inbox calls answer it, with its rows ready to list. */
export interface MessagePage {
  items: readonly MessageRow[];
  pageNumber: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export interface InboxListProps {
  /** The table's accessible name. */
  label: string;
  isLoading: boolean;
  /** Why the page could not be read, in words; null when it was. */
  errorMessage: string | null;
  page: MessagePage | undefined;
  emptyText: string;
  href: (row: MessageRow) => string;
  onOpen: (row: MessageRow) => void;
  onPageChange: (pageNumber: number) => void;
}

/**
 * One page of an inbox: a spinner while it loads, the error, the empty inbox, or its conversations
 * with the pagination. The member's and the admin's inbox show it alike.
 */
export const InboxList = ({
  label,
  isLoading,
  errorMessage,
  page,
  emptyText,
  href,
  onOpen,
  onPageChange,
}: InboxListProps) => {
  if (isLoading) return <PageSpinner />;
  if (errorMessage !== null || !page) return <ErrorAlert message={errorMessage ?? ''} />;
  if (page.totalCount === 0) return <Alert severity="info">{emptyText}</Alert>;
  return (
    <>
      <MessageTable label={label} rows={page.items} href={href} onOpen={onOpen} />
      <PagedSummary
        pageNumber={page.pageNumber}
        pageSize={page.pageSize}
        totalCount={page.totalCount}
        totalPages={page.totalPages}
        onPageChange={onPageChange}
      />
    </>
  );
};
