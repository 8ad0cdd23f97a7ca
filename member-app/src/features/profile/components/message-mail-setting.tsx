import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { getErrorMessage, useGetMailSettingsQuery, useSaveMailSettingsMutation } from 'shared-api';
import { useToast } from 'shared-ui';

export const MESSAGE_MAIL_LABEL = 'Email me when I receive a message or a reply';
export const MESSAGE_MAIL_ON = 'You will be emailed for new messages and replies.';
export const MESSAGE_MAIL_OFF = 'You will no longer be emailed for new messages and replies.';
export const MESSAGE_MAIL_LOAD_FAILED = 'Your email settings could not be loaded.';
export const MESSAGE_MAIL_SAVE_FAILED = 'Failed to save your email settings.';

/**
 * The member's choice of message mail on /profile. Codes, approval, registration and invoice
 * mails are sent whatever it says.
 */
export const MessageMailSetting = () => {
  const { data, isLoading, isError } = useGetMailSettingsQuery();
  const [save, { isLoading: isSaving }] = useSaveMailSettingsMutation();
  const { showToast } = useToast();

  const change = async (messageMail: boolean) => {
    try {
      await save({ messageMail }).unwrap();
      showToast({ body: messageMail ? MESSAGE_MAIL_ON : MESSAGE_MAIL_OFF, variant: 'success' });
    } catch (error) {
      showToast({
        header: 'Error',
        body: getErrorMessage(error, MESSAGE_MAIL_SAVE_FAILED),
        variant: 'danger',
      });
    }
  };

  return (
    <Card component="section" aria-labelledby="email-settings-heading" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="email-settings-heading" variant="h5" component="h2" gutterBottom>
          Email Settings
        </Typography>
        {isError ? (
          <Typography color="error">{MESSAGE_MAIL_LOAD_FAILED}</Typography>
        ) : (
          <FormControlLabel
            control={
              <Switch
                checked={data?.messageMail ?? false}
                disabled={isLoading || isSaving || !data}
                onChange={(event) => void change(event.target.checked)}
              />
            }
            label={MESSAGE_MAIL_LABEL}
          />
        )}
      </CardContent>
    </Card>
  );
};
