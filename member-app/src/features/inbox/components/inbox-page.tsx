import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  fireInboxOpened,
  getErrorMessage,
  INBOX_DEFAULT_PAGE_SIZE,
  toMessageRow,
  useGetInboxQuery,
} from 'shared-api';
import { ErrorAlert, PageSpinner, useToast } from 'shared-ui';
import { MessageTable, PagedSummary, pageFromSearch } from 'shared-ui/messages';
import { conversationPath, type ConversationLocationState } from '../conversation-location';

export const INBOX_LOAD_ERROR = 'Failed to load your inbox.';
export const INBOX_EMPTY = 'Your inbox is empty.';

/** /inbox: the member's conversations, newest activity first, 20 a page. */
export const InboxPage = () => {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const pageNumber = pageFromSearch(search);
  const { data, error, isLoading, isFetching } = useGetInboxQuery({
    pageNumber,
    pageSize: INBOX_DEFAULT_PAGE_SIZE,
  });
  const { showToast } = useToast();

  useEffect(() => {
    fireInboxOpened();
  }, []);

  useEffect(() => {
    if (error) {
      showToast({
        header: 'Error',
        body: getErrorMessage(error, INBOX_LOAD_ERROR),
        variant: 'danger',
      });
    }
  }, [error, showToast]);

  const body = (() => {
    if (isLoading) return <PageSpinner />;
    if (error || !data) return <ErrorAlert message={getErrorMessage(error, INBOX_LOAD_ERROR)} />;
    if (data.totalCount === 0) return <Alert severity="info">{INBOX_EMPTY}</Alert>;
    return (
      <>
        <MessageTable
          label="Messages"
          rows={data.items.map(toMessageRow)}
          href={(row) => conversationPath(row.id)}
          onOpen={(row) =>
            navigate(conversationPath(row.id), {
              state: { isUnread: !row.isRead } satisfies ConversationLocationState,
            })
          }
        />
        <PagedSummary
          pageNumber={data.pageNumber}
          pageSize={data.pageSize}
          totalCount={data.totalCount}
          totalPages={data.totalPages}
          onPageChange={(page) => setSearch(page === 1 ? {} : { page: String(page) })}
        />
      </>
    );
  })();

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }} aria-busy={isFetching}>
      <Typography variant="h3" component="h1" gutterBottom>
        My Inbox
      </Typography>
      {body}
    </Container>
  );
};
