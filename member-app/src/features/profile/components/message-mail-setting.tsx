import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type MailSettings } from 'shared-api';
import { useGetMailSettingsQuery, useSaveMailSettingsMutation } from 'shared-api/member';
import { useAction } from 'shared-ui/actions';
import { useT } from '../../../i18n';

/**
 * The member's choices of message mail and of reminders on /profile, apart: turning message mail
 * off leaves the reminders as chosen. Codes, approval, registration and invoice mails are sent
 * whatever they say.
 */
export const MessageMailSetting = () => {
  const t = useT();
  const { data, isLoading, isError } = useGetMailSettingsQuery();
  const [save, { isLoading: isSaving }] = useSaveMailSettingsMutation();
  const { run: saveChoice } = useAction(
    (choice: { messageMail: boolean } | { reminderMail: boolean }, settings: MailSettings) =>
      save({ ...settings, ...choice }),
    {
      success: (_saved, choice) =>
        'messageMail' in choice
          ? choice.messageMail
            ? t('mail.message.on')
            : t('mail.message.off')
          : choice.reminderMail
            ? t('mail.reminder.on')
            : t('mail.reminder.off'),
      failure: t('mail.saveFailed'),
    },
  );
  const change = (choice: { messageMail: boolean } | { reminderMail: boolean }) =>
    data ? saveChoice(choice, data) : Promise.resolve(false);

  return (
    <Card component="section" aria-labelledby="email-settings-heading" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="email-settings-heading" variant="h5" component="h2" gutterBottom>
          {t('mail.title')}
        </Typography>
        {isError ? (
          <Typography color="error">{t('mail.loadFailed')}</Typography>
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
              label={t('mail.message.label')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={data?.reminderMail ?? false}
                  disabled={isLoading || isSaving || !data}
                  onChange={(event) => void change({ reminderMail: event.target.checked })}
                />
              }
              label={t('mail.reminder.label')}
            />
          </FormGroup>
        )}
      </CardContent>
    </Card>
  );
};
