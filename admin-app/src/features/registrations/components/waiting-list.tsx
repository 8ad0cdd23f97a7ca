import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  getErrorMessage,
  useGetWaitingListQuery,
  usePromoteRegistrationMutation,
  type Registration,
} from 'shared-api';
import { ErrorAlert, useToast } from 'shared-ui';
import { fullName } from '../logic/registration-text';

export const WAITING_LIST_EMPTY = 'Nobody is waiting for a place.';
export const PROMOTE_FAILED = 'Failed to promote the registration.';
export const promotedText = (registration: Registration) =>
  `${fullName(registration)} is registered now and has been told so.`;

/** The active convention's waiting list, first in line first, each promotable by hand. */
export const WaitingList = ({ conventionId }: { conventionId: number }) => {
  const { data, error } = useGetWaitingListQuery(conventionId);
  const [promote, { isLoading }] = usePromoteRegistrationMutation();
  const { showToast } = useToast();
  const promoteOne = async (registration: Registration) => {
    try {
      await promote(registration.id).unwrap();
      showToast({ body: promotedText(registration), variant: 'success' });
    } catch (caught) {
      showToast({
        header: 'Error',
        body: getErrorMessage(caught, PROMOTE_FAILED),
        variant: 'danger',
      });
    }
  };
  const waiting = data ?? [];
  return (
    <Box component="section" aria-label="Waiting List">
      <Typography variant="h5" component="h2" gutterBottom>
        Waiting List ({waiting.length})
      </Typography>
      {error ? (
        <ErrorAlert message={getErrorMessage(error, PROMOTE_FAILED)} />
      ) : waiting.length === 0 ? (
        <Typography color="text.secondary">{WAITING_LIST_EMPTY}</Typography>
      ) : (
        <List component="ol" dense disablePadding>
          {waiting.map((registration) => (
            <ListItem key={registration.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={`${registration.waitingPosition ?? ''}. ${fullName(registration)}`}
                secondary={registration.attendeeEmail}
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              />
              <Button
                variant="outlined"
                size="small"
                disabled={isLoading}
                onClick={() => void promoteOne(registration)}
                aria-label={`Promote ${fullName(registration)}`}
              >
                Promote
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
