import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type MailSettings } from 'shared-api';
import { useGetMailSettingsQuery, useSaveMailSettingsMutation } from 'shared-api/member';
import { useAction } from 'shared-ui/actions';

export const MESSAGE_MAIL_LABEL = 'Email me when I receive a message or a reply';
export const MESSAGE_MAIL_ON = 'You will be emailed for new messages and replies.';
export const MESSAGE_MAIL_OFF = 'You will no longer be emailed for new messages and replies.';
export const REMINDER_MAIL_LABEL = 'Email me reminders before a convention I am registered for';
export const REMINDER_MAIL_ON = 'You will be emailed reminders before your conventions.';
export const REMINDER_MAIL_OFF = 'You will no longer be emailed reminders before your conventions.';
export const MESSAGE_MAIL_LOAD_FAILED = 'Your email settings could not be loaded.';
export const MESSAGE_MAIL_SAVE_FAILED = 'Failed to save your email settings.';

/**
 * The member's choices of message mail and of reminders on /profile, apart: turning message mail
 * off leaves the reminders as chosen. Codes, approval, registration and invoice mails are sent
 * whatever they say.
 */
export const MessageMailSetting = () => {
  const { data, isLoading, isError } = useGetMailSettingsQuery();
  const [save, { isLoading: isSaving }] = useSaveMailSettingsMutation();
  const { run: saveChoice } = useAction(
    (choice: { messageMail: boolean } | { reminderMail: boolean }, settings: MailSettings) =>
      save({ ...settings, ...choice }),
    {
      success: (_saved, choice) =>
        'messageMail' in choice
          ? choice.messageMail
            ? MESSAGE_MAIL_ON
            : MESSAGE_MAIL_OFF
          : choice.reminderMail
            ? REMINDER_MAIL_ON
            : REMINDER_MAIL_OFF,
      failure: MESSAGE_MAIL_SAVE_FAILED,
    },
  );
  const change = (choice: { messageMail: boolean } | { reminderMail: boolean }) =>
    data ? saveChoice(choice, data) : Promise.resolve(false);

  return (
    <Card component="section" aria-labelledby="email-settings-heading" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="email-settings-heading" variant="h5" component="h2" gutterBottom>
          Email Settings
        </Typography>
        {isError ? (
          <Typography color="error">{MESSAGE_MAIL_LOAD_FAILED}</Typography>
        ) : (
          <FormGroup>
            <FormControlLabel
              control={
                <Switch
                  checked={data?.messageMail ?? false}
                  disabled={isLoading || isSaving || !data}
                  onChange={(event) => void change({ messageMail: event.target.checked })}
                />
              }
              label={MESSAGE_MAIL_LABEL}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={data?.reminderMail ?? false}
                  disabled={isLoading || isSaving || !data}
                  onChange={(event) => void change({ reminderMail: event.target.checked })}
                />
              }
              label={REMINDER_MAIL_LABEL}
            />
          </FormGroup>
        )}
      </CardContent>
    </Card>
  );
};
