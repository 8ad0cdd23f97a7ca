import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { type EmailTemplate } from 'shared-api';
import { isSystemTemplate } from 'shared-api/member';

const IN_USE_HINT = 'The site sends mail with this template, so it cannot be deleted.';
/** Narrow screens show the subject under the name instead of in a column of its own. */
export const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

interface TemplateRowProps {
  template: EmailTemplate;
  onDelete: (template: EmailTemplate) => void;
}

/** One template: name, subject, Edit, and Delete unless the site itself sends with it. */
export const TemplateRow = ({ template, onDelete }: TemplateRowProps) => {
  const deleteButton = (
    <Button
      size="small"
      variant="outlined"
      color="error"
      disabled={isSystemTemplate(template.name)}
      onClick={() => onDelete(template)}
      aria-label={`Delete ${template.name}`}
    >
      Delete
    </Button>
  );
  return (
    <TableRow>
      <TableCell sx={{ overflowWrap: 'break-word' }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {template.name}
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: { md: 'none' }, mt: 0.5, overflowWrap: 'anywhere' }}
        >
          {template.subject}
        </Typography>
      </TableCell>
      <TableCell sx={{ ...WIDE_ONLY, overflowWrap: 'anywhere' }}>{template.subject}</TableCell>
      <TableCell align="right">
        <Box sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={`/admin/templates/${template.id}`}
            aria-label={`Edit ${template.name}`}
          >
            Edit
          </Button>
          {isSystemTemplate(template.name) ? (
            <Tooltip title={IN_USE_HINT}>
              {/* A disabled button gets no pointer events: the span carries the tooltip. */}
              <span tabIndex={0}>{deleteButton}</span>
            </Tooltip>
          ) : (
            deleteButton
          )}
        </Box>
      </TableCell>
    </TableRow>
  );
};
