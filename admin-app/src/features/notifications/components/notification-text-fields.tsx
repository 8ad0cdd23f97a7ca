import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANNOUNCEMENT_BODY_HELP, type NotificationTranslationLanguage } from 'shared-api';
import { FormTextField } from 'shared-ui/forms';
import { LANGUAGE_TAB_NAMES } from '../../../components/language-tabs';
import type { NotificationFormControl } from '../logic/notification-form';

interface NotificationTextFieldsProps {
  control: NotificationFormControl;
  language: NotificationTranslationLanguage;
}

/** An announcement's Dutch or French title and body, both optional. */
export const NotificationTextFields = ({ control, language }: NotificationTextFieldsProps) => {
  const name = LANGUAGE_TAB_NAMES[language];
  return (
    <Stack spacing={2.5}>
      <Typography variant="body2" color="text.secondary">
        Optional. Visitors and members who read the site in {name} see this version; without a title
        here, they see the English.
      </Typography>
      <FormTextField
        control={control}
        name={`translations.${language}.title`}
        label={`Title (${name})`}
        autoFocus
      />
      <FormTextField
        control={control}
        name={`translations.${language}.body`}
        label={`Body (${name})`}
        helperText={ANNOUNCEMENT_BODY_HELP}
        multiline
        minRows={4}
      />
    </Stack>
  );
};
