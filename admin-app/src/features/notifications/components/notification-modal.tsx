import { Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import {
  ANNOUNCEMENT_BODY_HELP,
  getErrorMessage,
  type CreateNotificationRequest,
  type Language,
  type Notification,
  type Tag,
} from 'shared-api';
import { FormDialog, FormTextField, useZodForm } from 'shared-ui/forms';
import { dayFromWire, FormDateField, PickersProvider } from 'shared-ui/pickers';
import { SAVE_FAILED } from '../hooks/use-notification-actions';
import {
  EMPTY_FORM,
  formFromNotification,
  notificationFormSchema,
  type NotificationFormValues,
} from '../logic/notification-form';
import { LanguageTabs } from '../../../components/language-tabs';
import { NotificationTextFields } from './notification-text-fields';
import { SwitchRow } from './switch-row';
import { TagChoices } from './tag-choices';

interface NotificationModalProps {
  /** The notification being edited; a new one when undefined. */
  editing?: Notification;
  tags: readonly Tag[];
  /** Saves the request; rejects with the error to show inside the modal. */
  onSave: (request: CreateNotificationRequest) => Promise<void>;
  onClose: () => void;
}

/** The languages whose title or body holds an error, in tab order. */
const languagesWithErrors = (errors: FieldErrors<NotificationFormValues>): Language[] => [
  ...(errors.title || errors.body ? (['en'] as const) : []),
  ...(errors.translations?.nl ? (['nl'] as const) : []),
  ...(errors.translations?.fr ? (['fr'] as const) : []),
];

/**
 * Create and edit, in a static-backdrop modal that cannot close while saving. Title and body in
 * English and, optionally, in Dutch and French: the announcement's readers see it in the language
 * they read the site in, or in English when it has no version in theirs.
 */
export const NotificationModal = ({ editing, tags, onSave, onClose }: NotificationModalProps) => {
  const schema = useMemo(() => notificationFormSchema(tags), [tags]);
  const form = useZodForm<NotificationFormValues, CreateNotificationRequest>(schema, {
    defaultValues: editing ? formFromNotification(editing) : EMPTY_FORM,
  });
  const { control } = form;
  const validFrom = useWatch({ control, name: 'validFrom' });
  const [language, setLanguage] = useState<Language>('en');
  return (
    <FormDialog
      form={form}
      title={editing ? 'Edit Notification' : 'Create Notification'}
      submitLabel={editing ? 'Save Changes' : 'Create Notification'}
      onSubmit={onSave}
      failureMessage={(caught) => getErrorMessage(caught, SAVE_FAILED)}
      onClose={onClose}
    >
      <LanguageTabs
        label="Notification language"
        value={language}
        onChange={setLanguage}
        flagged={languagesWithErrors(form.formState.errors)}
      >
        {language === 'en' ? (
          <Stack spacing={2.5}>
            <FormTextField control={control} name="title" label="Title" required autoFocus />
            <FormTextField
              control={control}
              name="body"
              label="Body"
              helperText={ANNOUNCEMENT_BODY_HELP}
              multiline
              minRows={4}
            />
          </Stack>
        ) : (
          <NotificationTextFields key={language} control={control} language={language} />
        )}
      </LanguageTabs>
      <PickersProvider>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormDateField
            control={control}
            name="validFrom"
            label="Valid From"
            required
            sx={{ flex: 1 }}
          />
          <FormDateField
            control={control}
            name="validTo"
            label="Valid To"
            required
            minDate={dayFromWire(validFrom) ?? undefined}
            sx={{ flex: 1 }}
          />
        </Stack>
      </PickersProvider>
      <SwitchRow control={control} name="isPublic" label="Visibility" off="Private" on="Public" />
      <SwitchRow control={control} name="isActive" label="Status" off="Inactive" on="Active" />
      <TagChoices control={control} tags={tags} />
    </FormDialog>
  );
};
