import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { getErrorMessage } from 'shared-api';
import { useGetListedAttendeesQuery } from 'shared-api/member';
import { ErrorAlert } from 'shared-ui';
import { useT } from '../../../i18n';

/**
 * Who is coming to the active convention: the attendees who chose to be listed, by first name and
 * initial, with their country and the games they bring.
 */
export const WhoIsComing = () => {
  const t = useT();
  const { data, error, isLoading } = useGetListedAttendeesQuery();
  if (isLoading) return null;
  if (error || !data)
    return <ErrorAlert message={getErrorMessage(error, t('whoIsComing.loadError'))} />;
  if (data.length === 0) return <Alert severity="info">{t('whoIsComing.nobody')}</Alert>;
  return (
    <List dense aria-label={t('whoIsComing.listLabel')}>
      {data.map((attendee, index) => (
        <ListItem key={index} disableGutters divider>
          <ListItemText
            primary={`${attendee.firstName} ${attendee.lastInitial}${attendee.country ? ` (${attendee.country})` : ''}`}
            secondary={
              attendee.games.length > 0
                ? t('whoIsComing.brings', { games: attendee.games.join(', ') })
                : null
            }
          />
        </ListItem>
      ))}
    </List>
  );
};
