import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Convention } from 'shared-api';
import { ConventionCard } from './convention-card';
import type { ConventionRowHandlers } from './convention-handlers';
import { COLUMNS, ConventionRow } from './convention-row';

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface ConventionsTableProps {
  title: string;
  emptyText: string;
  conventions: readonly Convention[];
  isPast: boolean;
  busy: boolean;
  handlers: ConventionRowHandlers;
}

/** A table on wide screens; below 'md' the same content as cards, so nothing scrolls sideways. */
export const ConventionsTable = ({
  title,
  emptyText,
  conventions,
  ...item
}: ConventionsTableProps) => {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  return (
    <section aria-label={title}>
      <Typography variant="h2" sx={{ mt: 4, mb: 2 }}>
        {title}
      </Typography>
      {narrow ? (
        conventions.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
            {emptyText}
          </Paper>
        ) : (
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label={title}>
            {conventions.map((convention) => (
              <ConventionCard key={convention.id} convention={convention} {...item} />
            ))}
          </Stack>
        )
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    Expand
                  </Box>
                </TableCell>
                <TableCell>Convention Details</TableCell>
                <TableCell>Dates</TableCell>
                <TableCell>Places</TableCell>
                <TableCell>Registration</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {conventions.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS} align="center">
                    {emptyText}
                  </TableCell>
                </TableRow>
              ) : (
                conventions.map((convention) => (
                  <ConventionRow key={convention.id} convention={convention} {...item} />
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
};
