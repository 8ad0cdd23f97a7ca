import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import {
  CALENDAR_DOWNLOAD_FAILED,
  CALENDAR_FILE_NAME,
  getErrorMessage,
  saveFile,
  useDownloadMyCalendarMutation,
} from 'shared-api';
import { useToast } from 'shared-ui';

export const ADD_TO_CALENDAR = 'Add to calendar';

/**
 * The member's convention and sessions as an iCalendar file, which calendar apps import. To keep
 * a calendar up to date by itself, /profile gives the private feed's address.
 */
export const AddToCalendar = () => {
  const [download, { isLoading }] = useDownloadMyCalendarMutation();
  const { showToast } = useToast();
  const click = async () => {
    const result = await download();
    if ('error' in result) {
      showToast({
        header: 'Error',
        body: getErrorMessage(result.error, CALENDAR_DOWNLOAD_FAILED),
        variant: 'danger',
      });
      return;
    }
    saveFile(result.data, CALENDAR_FILE_NAME);
  };
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
