import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, type FieldErrors } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { CreateTemplateRequest, Language } from 'shared-api';
import { createTemplateRequestSchema } from 'shared-api/contract';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { FormBusy, FormTextField, useZodForm } from 'shared-ui/forms';
import { HtmlBodyField } from '../../../components/html-body-field';
import { LanguageTabs } from '../../../components/language-tabs';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import type { TemplateFormValues } from './template-form-values';
import { TemplateVersionFields } from './template-version-fields';

export type TemplateDraft = CreateTemplateRequest;

/** The languages whose fields hold an error, in tab order. */
const languagesWithErrors = (errors: FieldErrors<TemplateFormValues>): Language[] => [
  ...(errors.subject || errors.body ? (['en'] as const) : []),
  ...(errors.translations?.nl ? (['nl'] as const) : []),
  ...(errors.translations?.fr ? (['fr'] as const) : []),
];

interface TemplateFormProps {
  initial: TemplateFormValues;
  saving: boolean;
  failure: string | null;
  onSave: (draft: TemplateDraft) => Promise<void>;
}

const LIST = '/admin/templates';

export const DISCARD_TITLE = 'Discard unsaved changes?';
export const DISCARD_MESSAGE =
  'The changes to this template have not been saved. Going back to the list discards them.';

/**
 * Name, then subject and HTML body (edited with highlighting, or previewed) in English and,
 * optionally, in Dutch and French, one tab each; Back to List and Save, checked with the schema the
 * server checks the request with. A save that finds an error shows its language's tab. Back to
 * List asks before it drops unsaved edits; closing the tab does too.
 */
export const TemplateForm = ({ initial, saving, failure, onSave }: TemplateFormProps) => {
  const form = useZodForm(createTemplateRequestSchema, { defaultValues: initial });
  const { control, handleSubmit, formState, setValue } = form;
  const body = useController({ control, name: 'body' });
  const [language, setLanguage] = useState<Language>('en');
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const navigate = useNavigate();
  // After a save the page returns to the list on its own; a failed save leaves the edits unsaved.
  const unsaved = formState.isDirty;
  useLeaveWarning(unsaved);

  const bodyError = body.fieldState.error?.message;
  const flagged = languagesWithErrors(formState.errors);
  const showError = (errors: FieldErrors<TemplateFormValues>) => {
    const withErrors = languagesWithErrors(errors);
    const [first] = withErrors;
    if (first && !withErrors.includes(language)) setLanguage(first);
  };
  return (
    <FormBusy.Provider value={saving}>
      <Stack component="form" spacing={3} onSubmit={handleSubmit(onSave, showError)} noValidate>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            component={RouterLink}
            to={LIST}
            variant="outlined"
            disabled={saving}
            onClick={(event) => {
              if (!unsaved) return;
              event.preventDefault();
              setConfirmingLeave(true);
            }}
          >
            Back to List
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            Save Template
          </Button>
        </Box>
        {failure && <Alert severity="error">{failure}</Alert>}
        <FormTextField control={control} name="name" label="Template Name" />
        <Box>
          <LanguageTabs
            label="Template language"
            value={language}
            onChange={setLanguage}
            flagged={flagged}
          >
            {language === 'en' ? (
              <Stack spacing={3}>
                <FormTextField control={control} name="subject" label="Email Subject" />
                <HtmlBodyField
                  label="Body (HTML)"
                  value={body.field.value}
                  onChange={body.field.onChange}
                  viewsLabel="Body view"
                  previewSx={{ minHeight: 320, overflowWrap: 'anywhere' }}
                  error={bodyError}
                />
              </Stack>
            ) : (
              <TemplateVersionFields
                key={language}
                control={control}
                setValue={setValue}
                language={language}
              />
            )}
          </LanguageTabs>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Placeholders in double braces, e.g. {'{{FirstName}}'}, are filled in when a mail is
            sent. The Invoice template also knows {'{{LastName}}'}, {'{{ConventionName}}'},{' '}
            {'{{ConventionDates}}'}, {'{{InvoiceLines}}'}, {'{{Total}}'} and{' '}
            {'{{PaymentReference}}'}; replace its {'{{BankAccount}}'} with the club&apos;s bank
            account, or invoices cannot be sent.
          </Typography>
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirmingLeave}
        title={DISCARD_TITLE}
        message={DISCARD_MESSAGE}
        confirmLabel="Discard Changes"
        cancelLabel="Keep Editing"
        confirmColor="error"
        onConfirm={() => {
          setConfirmingLeave(false);
          navigate(LIST);
        }}
        onCancel={() => setConfirmingLeave(false)}
      />
    </FormBusy.Provider>
  );
};
