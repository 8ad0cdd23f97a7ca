import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner, SafeHtml } from 'shared-ui';
import { HtmlCodeEditor } from '../../../components/html-code-editor';

export interface TemplateDraft {
  name: string;
  subject: string;
  body: string;
}

interface TemplateFormProps {
  initial: TemplateDraft;
  saving: boolean;
  failure: string | null;
  onSave: (draft: TemplateDraft) => void;
}

const BODY_ID = 'template-body';

/** Name, subject and the HTML body (edited with highlighting, or previewed), Back to List and Save. */
export const TemplateForm = ({ initial, saving, failure, onSave }: TemplateFormProps) => {
  const [draft, setDraft] = useState(initial);
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const set = (field: keyof TemplateDraft) => (value: string) =>
    setDraft((d) => ({ ...d, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to="/admin/templates" variant="outlined" disabled={saving}>
          Back to List
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          Save Template
        </Button>
      </Box>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label="Template Name"
        value={draft.name}
        onChange={(e) => set('name')(e.target.value)}
        fullWidth
      />
      <TextField
        label="Email Subject"
        value={draft.subject}
        onChange={(e) => set('subject')(e.target.value)}
        fullWidth
      />
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
          <FormLabel htmlFor={BODY_ID}>Body (HTML)</FormLabel>
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
            <HtmlCodeEditor id={BODY_ID} value={draft.body} onChange={set('body')} />
          </Suspense>
        ) : (
          <SafeHtml
            html={draft.body}
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
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Placeholders in double braces, e.g. {'{{FirstName}}'}, are filled in when a mail is sent.
          The Invoice template also knows {'{{LastName}}'}, {'{{ConventionName}}'},{' '}
          {'{{ConventionDates}}'}, {'{{InvoiceLines}}'}, {'{{Total}}'} and {'{{PaymentReference}}'};
          replace its {'{{BankAccount}}'} with the club&apos;s bank account, or invoices cannot be
          sent.
        </Typography>
      </Box>
    </Stack>
  );
};
