import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import { useDownloadMyCalendarMutation } from 'shared-api/member';
import { useDownload } from 'shared-ui/actions';
import { useT } from '../../../i18n';

/**
 * The member's convention and sessions as an iCalendar file, which calendar apps import. To keep
 * a calendar up to date by itself, /profile gives the private feed's address.
 */
export const AddToCalendar = () => {
  const t = useT();
  const [download, { isLoading }] = useDownloadMyCalendarMutation();
  const { run: click } = useDownload(() => download(), { failure: t('calendar.downloadFailed') });
  return (
    <Button
      variant="outlined"
      startIcon={<EventIcon />}
      loading={isLoading}
      onClick={() => void click()}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('calendar.add')}
    </Button>
  );
};
