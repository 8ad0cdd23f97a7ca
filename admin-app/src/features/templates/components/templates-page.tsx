import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { getErrorMessage, type EmailTemplate } from 'shared-api';
import { ErrorAlert, PageSpinner } from 'shared-ui';
import { useAction } from 'shared-ui/actions';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { TemplateRow, WIDE_ONLY } from './template-row';
import { useDeleteTemplateMutation, useGetTemplatesQuery } from 'shared-api/admin';

export const TEMPLATES_LOAD_ERROR = 'Failed to load templates.';
export const TEMPLATE_DELETED = 'Template deleted successfully!';
export const TEMPLATE_DELETE_FAILED = 'Failed to delete template.';

/** /admin/templates: the email templates, with create, edit and delete. */
export const TemplatesPage = () => {
  const { data, error, isLoading } = useGetTemplatesQuery();
  const [deleteTemplate, { isLoading: deleting }] = useDeleteTemplateMutation();
  const [doomed, setDoomed] = useState<EmailTemplate | null>(null);
  const { run: remove } = useAction((template: EmailTemplate) => deleteTemplate(template.id), {
    success: TEMPLATE_DELETED,
    failure: TEMPLATE_DELETE_FAILED,
  });

  const confirmDelete = async () => {
    if (!doomed) return;
    await remove(doomed);
    setDoomed(null);
  };

  const body = (() => {
    if (isLoading) return <PageSpinner />;
    if (error || !data)
      return <ErrorAlert message={getErrorMessage(error, TEMPLATES_LOAD_ERROR)} />;
    if (data.length === 0) return <Alert severity="info">No templates found.</Alert>;
    return (
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label="Email templates">
          <TableHead>
            <TableRow>
              <TableCell>Template Name</TableCell>
              <TableCell sx={WIDE_ONLY}>Email Subject</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((template) => (
              <TemplateRow key={template.id} template={template} onDelete={setDoomed} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  })();

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Typography variant="h3" component="h1">
          Email Templates
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          component={RouterLink}
          to="/admin/templates/new"
        >
          Create New Template
        </Button>
      </Box>
      {body}
      <ConfirmDialog
        open={doomed !== null}
        title="Delete Template"
        message={`Are you sure you want to delete the template "${doomed?.name ?? ''}"? This action cannot be undone.`}
        confirmLabel="Delete"
        confirmColor="error"
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setDoomed(null)}
      />
    </Container>
  );
};
