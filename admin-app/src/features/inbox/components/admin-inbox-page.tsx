import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  conversationPath,
  getErrorMessage,
  INBOX_DEFAULT_PAGE_SIZE,
  toMessageRow,
} from 'shared-api';
import { useGetAdminInboxQuery } from 'shared-api/admin';
import { InboxList, pageFromSearch } from 'shared-ui/messages';
import { SearchBox, useUrlParam } from '../../../components/search-box';
import { CreateMessageModal } from './create-message-modal';
import { MessageAllButton } from './message-all-button';

export const ADMIN_INBOX_LOAD_ERROR = 'Failed to load admin inbox.';
export const ADMIN_INBOX_EMPTY = 'The admin inbox is empty.';
export const ADMIN_INBOX_NOTHING_FOUND = 'No conversation matches the search.';

/** /admin/inbox: every conversation of the site, newest activity first. */
export const AdminInboxPage = () => {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [, setPage] = useUrlParam('page');
  const [search] = useUrlParam('search');
  const [composing, setComposing] = useState(false);
  const pageNumber = pageFromSearch(params);
  const { data, error, isLoading } = useGetAdminInboxQuery({
    pageNumber,
    pageSize: INBOX_DEFAULT_PAGE_SIZE,
    search,
  });

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Typography variant="h3" component="h1">
          Admin Inbox
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <MessageAllButton />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setComposing(true)}>
            Create New Message
          </Button>
        </Box>
      </Box>
      <Box sx={{ mb: 2 }}>
        <SearchBox
          label="Search the inbox"
          hint="Subject, sender or recipient: a name or an email"
        />
      </Box>
      <InboxList
        label="Admin messages"
        isLoading={isLoading}
        errorMessage={error || !data ? getErrorMessage(error, ADMIN_INBOX_LOAD_ERROR) : null}
        page={data && { ...data, items: data.items.map(toMessageRow) }}
        emptyText={search ? ADMIN_INBOX_NOTHING_FOUND : ADMIN_INBOX_EMPTY}
        href={(row) => conversationPath(row.id)}
        onOpen={(row) =>
          navigate(conversationPath(row.id), {
            state: { fromAdmin: true, isUnread: !row.isRead },
          })
        }
        onPageChange={(page) => setPage(page === 1 ? '' : String(page))}
      />
      <CreateMessageModal open={composing} onClose={() => setComposing(false)} />
    </Container>
  );
};
