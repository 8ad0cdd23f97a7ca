import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import {
  getErrorMessage,
  selectCurrentUser,
  useAppSelector,
  useGetConversationQuery,
} from 'shared-api';
import { ErrorAlert, PageSpinner } from 'shared-ui';
import { useT } from '../../../i18n';
import { readConversationState } from '../conversation-location';
import { useMarkReadOnOpen } from '../hooks/use-mark-read-on-open';
import { MessageCard } from './message-card';
import { ReplyCard } from './reply-card';
import { ReplyForm } from './reply-form';

const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** /inbox/conversation/{noteId}: the message, its replies and the reply form. */
export const ConversationPage = () => {
  const t = useT();
  const { noteId = '' } = useParams();
  const { fromAdmin, isUnread } = readConversationState(useLocation().state);
  const user = useAppSelector(selectCurrentUser);
  const { data, error, isLoading } = useGetConversationQuery(noteId, { skip: noteId === '' });
  useMarkReadOnOpen(data, isUnread === true);

  const body = (() => {
    if (isLoading) return <PageSpinner />;
    if (isNotFound(error) || (!error && !data)) {
      return <Alert severity="warning">{t('conversation.notFound')}</Alert>;
    }
    if (error || !data)
      return <ErrorAlert message={getErrorMessage(error, t('conversation.loadError'))} />;
    return (
      <Stack spacing={3}>
        <MessageCard message={data.message} />
        {data.replies.length > 0 && (
          <Box component="section" aria-labelledby="replies-heading">
            <Typography id="replies-heading" variant="h5" component="h2" gutterBottom>
              {t('conversation.replies', { count: data.replies.length })}
            </Typography>
            <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.replies.map((reply) => (
                <ReplyCard key={reply.replyId} reply={reply} own={reply.user.id === user?.id} />
              ))}
            </Stack>
          </Box>
        )}
        <ReplyForm noteId={data.message.noteId} />
      </Stack>
    );
  })();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button
        component={RouterLink}
        to={fromAdmin ? '/admin/inbox' : '/inbox'}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2 }}
      >
        {fromAdmin ? t('conversation.backToAdmin') : t('conversation.back')}
      </Button>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('conversation.heading')}
      </Typography>
      {body}
    </Container>
  );
};
