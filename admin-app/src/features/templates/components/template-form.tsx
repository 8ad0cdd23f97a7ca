import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { CreateTemplateRequest } from 'shared-api';
import { createTemplateRequestSchema } from 'shared-api/contract';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { FormBusy, FormTextField, useZodForm } from 'shared-ui/forms';
import { HtmlBodyField } from '../../../components/html-body-field';
import { useLeaveWarning } from '../hooks/use-leave-warning';

export type TemplateDraft = CreateTemplateRequest;

interface TemplateFormProps {
  initial: TemplateDraft;
  saving: boolean;
  failure: string | null;
  onSave: (draft: TemplateDraft) => Promise<void>;
}

const LIST = '/admin/templates';

export const DISCARD_TITLE = 'Discard unsaved changes?';
export const DISCARD_MESSAGE =
  'The changes to this template have not been saved. Going back to the list discards them.';

/**
 * Name, subject and the HTML body (edited with highlighting, or previewed), Back to List and Save,
 * checked with the schema the server checks the request with. Back to List asks before it drops
 * unsaved edits; closing the tab does too.
 */
export const TemplateForm = ({ initial, saving, failure, onSave }: TemplateFormProps) => {
  const form = useZodForm(createTemplateRequestSchema, { defaultValues: initial });
  const { control, handleSubmit, formState } = form;
  const body = useController({ control, name: 'body' });
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const navigate = useNavigate();
  // After a save the page returns to the list on its own; a failed save leaves the edits unsaved.
  const unsaved = formState.isDirty;
  useLeaveWarning(unsaved);

  const bodyError = body.fieldState.error?.message;
  return (
    <FormBusy.Provider value={saving}>
      <Stack component="form" spacing={3} onSubmit={handleSubmit(onSave)} noValidate>
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
        <FormTextField control={control} name="subject" label="Email Subject" />
        <Box>
          <HtmlBodyField
            label="Body (HTML)"
            value={body.field.value}
            onChange={body.field.onChange}
            viewsLabel="Body view"
            previewSx={{ minHeight: 320, overflowWrap: 'anywhere' }}
            error={bodyError}
          />
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
