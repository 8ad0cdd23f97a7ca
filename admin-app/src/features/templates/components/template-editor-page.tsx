import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { getErrorMessage } from 'shared-api';
import { DEFAULT_TEMPLATE_BODY, TEMPLATE_NOT_FOUND } from 'shared-api/member';
import { ErrorAlert, PageSpinner } from 'shared-ui';
import { useAction } from 'shared-ui/actions';
import { parseTemplateId } from '../template-id';
import { TemplateForm, type TemplateDraft } from './template-form';
import { templateFormValues } from './template-form-values';
import {
  useCreateTemplateMutation,
  useGetTemplateQuery,
  useUpdateTemplateMutation,
} from 'shared-api/admin';

export const TEMPLATE_LOAD_ERROR = 'Failed to load template.';
export const TEMPLATE_SAVE_FAILED = 'Failed to save template.';
export const TEMPLATE_CREATED = 'Template created successfully!';
export const TEMPLATE_UPDATED = 'Template updated successfully!';

const NEW_TEMPLATE = templateFormValues({ name: '', subject: '', body: DEFAULT_TEMPLATE_BODY });

/** /admin/templates/{id|new}: after a save it returns to the list. */
export const TemplateEditorPage = () => {
  const route = parseTemplateId(useParams().id);
  const navigate = useNavigate();
  const existingId = route.kind === 'existing' ? route.id : undefined;
  const { data, error, isLoading } = useGetTemplateQuery(existingId ?? 0, {
    skip: existingId === undefined,
  });
  const [create, creating] = useCreateTemplateMutation();
  const [update, updating] = useUpdateTemplateMutation();
  const [failure, setFailure] = useState<string | null>(null);

  // The failure shows in the form, not in a toast.
  const { run } = useAction(
    (draft: TemplateDraft) =>
      existingId === undefined ? create(draft) : update({ id: existingId, ...draft }),
    {
      success: existingId === undefined ? TEMPLATE_CREATED : TEMPLATE_UPDATED,
      failure: TEMPLATE_SAVE_FAILED,
      failureToast: false,
      onSuccess: () => navigate('/admin/templates'),
      onFailure: (text) => setFailure(text),
    },
  );
  const save = async (draft: TemplateDraft) => {
    setFailure(null);
    await run(draft);
  };

  const body = (() => {
    if (route.kind === 'invalid') return <Alert severity="warning">{TEMPLATE_NOT_FOUND}</Alert>;
    if (route.kind === 'new') {
      return (
        <TemplateForm
          initial={NEW_TEMPLATE}
          saving={creating.isLoading}
          failure={failure}
          onSave={save}
        />
      );
    }
    if (isLoading) return <PageSpinner />;
    if (error || !data) return <ErrorAlert message={getErrorMessage(error, TEMPLATE_LOAD_ERROR)} />;
    return (
      <TemplateForm
        key={data.id}
        initial={templateFormValues(data)}
        saving={updating.isLoading}
        failure={failure}
        onSave={save}
      />
    );
  })();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {route.kind === 'new' ? 'Create New Template' : 'Edit Template'}
      </Typography>
      {body}
    </Container>
  );
};
