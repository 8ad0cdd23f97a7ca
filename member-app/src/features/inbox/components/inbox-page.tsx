import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  conversationPath,
  fireInboxOpened,
  INBOX_DEFAULT_PAGE_SIZE,
  toMessageRow,
  useGetInboxQuery,
} from 'shared-api';
import { useFailureToast } from 'shared-ui/actions';
import { InboxList, pageFromSearch } from 'shared-ui/messages';
import { useT } from '../../../i18n';
import type { ConversationLocationState } from '../conversation-location';

/** /inbox: the member's conversations, newest activity first, 20 a page. */
export const InboxPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const pageNumber = pageFromSearch(search);
  const { data, error, isLoading, isFetching } = useGetInboxQuery({
    pageNumber,
    pageSize: INBOX_DEFAULT_PAGE_SIZE,
  });

  useEffect(() => {
    fireInboxOpened();
  }, []);

  const loadError = useFailureToast(error, t('inbox.loadError'));

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }} aria-busy={isFetching}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('inbox.heading')}
      </Typography>
      <InboxList
        label={t('inbox.listLabel')}
        isLoading={isLoading}
        errorMessage={loadError ?? (data ? null : t('inbox.loadError'))}
        page={data && { ...data, items: data.items.map(toMessageRow) }}
        emptyText={t('inbox.empty')}
        href={(row) => conversationPath(row.id)}
        onOpen={(row) =>
          navigate(conversationPath(row.id), {
            state: { isUnread: !row.isRead } satisfies ConversationLocationState,
          })
        }
        onPageChange={(page) => setSearch(page === 1 ? {} : { page: String(page) })}
      />
    </Container>
  );
};
