import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useController } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { CreateTemplateRequest } from 'shared-api';
import { createTemplateRequestSchema } from 'shared-api/contract';
import { PageSpinner, SafeHtml } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { FormBusy, FormTextField, useZodForm } from 'shared-ui/forms';
import { HtmlCodeEditor } from '../../../components/html-code-editor';
import { useLeaveWarning } from '../hooks/use-leave-warning';

export type TemplateDraft = CreateTemplateRequest;

interface TemplateFormProps {
  initial: TemplateDraft;
  saving: boolean;
  failure: string | null;
  onSave: (draft: TemplateDraft) => Promise<void>;
}

const BODY_ID = 'template-body';
const BODY_ERROR_ID = 'template-body-error';
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
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
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
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'center',
              justifyContent: 'space-between',
              mb: 1,
            }}
          >
            <FormLabel htmlFor={BODY_ID} error={bodyError !== undefined}>
              Body (HTML)
            </FormLabel>
            <ToggleButtonGroup
              size="small"
              color="primary"
              // The unselected choice sits on the page background: full text colour keeps 4.5:1.
              sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
              exclusive
              value={mode}
              onChange={(_e, next: 'edit' | 'preview' | null) => next && setMode(next)}
              aria-label="Body view"
            >
              <ToggleButton value="edit">Edit</ToggleButton>
              <ToggleButton value="preview">Preview</ToggleButton>
            </ToggleButtonGroup>
          </Box>
          {mode === 'edit' ? (
            <Suspense fallback={<PageSpinner />}>
              <HtmlCodeEditor
                id={BODY_ID}
                value={body.field.value}
                onChange={body.field.onChange}
              />
            </Suspense>
          ) : (
            <SafeHtml
              html={body.field.value}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: 2,
                minHeight: 320,
                overflowWrap: 'anywhere',
              }}
            />
          )}
          {bodyError && (
            <FormHelperText id={BODY_ERROR_ID} error>
              {bodyError}
            </FormHelperText>
          )}
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
