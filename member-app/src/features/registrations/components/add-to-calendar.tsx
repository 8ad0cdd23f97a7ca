import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import { CALENDAR_DOWNLOAD_FAILED, useDownloadMyCalendarMutation } from 'shared-api/member';
import { useDownload } from 'shared-ui/actions';

export const ADD_TO_CALENDAR = 'Add to calendar';

/**
 * The member's convention and sessions as an iCalendar file, which calendar apps import. To keep
 * a calendar up to date by itself, /profile gives the private feed's address.
 */
export const AddToCalendar = () => {
  const [download, { isLoading }] = useDownloadMyCalendarMutation();
  const { run: click } = useDownload(() => download(), { failure: CALENDAR_DOWNLOAD_FAILED });
  return (
    <Button
      variant="outlined"
      startIcon={<EventIcon />}
      loading={isLoading}
      onClick={() => void click()}
      sx={{ alignSelf: 'flex-start' }}
    >
      {ADD_TO_CALENDAR}
    </Button>
  );
};
