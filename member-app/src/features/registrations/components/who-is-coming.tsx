import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { getErrorMessage } from 'shared-api';
import { useGetListedAttendeesQuery } from 'shared-api/member';
import { ErrorAlert } from 'shared-ui';

export const ATTENDEES_LOAD_ERROR = 'Failed to load who is coming.';
export const NOBODY_LISTED_TEXT =
  'Nobody has chosen to be on the list yet. Tick "Show me on the list of who is coming" on your registration to be the first.';

/**
 * Who is coming to the active convention: the attendees who chose to be listed, by first name and
 * initial, with their country and the games they bring.
 */
export const WhoIsComing = () => {
  const { data, error, isLoading } = useGetListedAttendeesQuery();
  if (isLoading) return null;
  if (error || !data) return <ErrorAlert message={getErrorMessage(error, ATTENDEES_LOAD_ERROR)} />;
  if (data.length === 0) return <Alert severity="info">{NOBODY_LISTED_TEXT}</Alert>;
  return (
    <List dense aria-label="Attendees who chose to be listed">
      {data.map((attendee, index) => (
        <ListItem key={index} disableGutters divider>
          <ListItemText
            primary={`${attendee.firstName} ${attendee.lastInitial}${attendee.country ? ` (${attendee.country})` : ''}`}
            secondary={attendee.games.length > 0 ? `Brings: ${attendee.games.join(', ')}` : null}
          />
        </ListItem>
      ))}
    </List>
  );
};
