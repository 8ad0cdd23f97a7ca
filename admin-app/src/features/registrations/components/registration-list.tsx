import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminRegistration } from 'shared-api';
import { RegistrationRow, ROW_COLUMNS, type RegistrationActions } from './registration-row';

interface RegistrationListProps {
  title: string;
  empty: string;
  registrations: AdminRegistration[];
  actions: RegistrationActions;
  onUpdate: (registration: AdminRegistration) => void;
}

const HEADERS = ['Name', 'Email', 'Year of Birth', 'Nationality', 'Experience'];

/** Awaiting Invoice or Invoice Sent. */
export const RegistrationList = ({
  title,
  empty,
  registrations,
  actions,
  onUpdate,
}: RegistrationListProps) => (
  <Box component="section" aria-label={title}>
    <Typography variant="h5" component="h2" gutterBottom>
      {title} ({registrations.length})
    </Typography>
    {registrations.length === 0 ? (
      <Typography color="text.secondary">{empty}</Typography>
    ) : (
      <Stack spacing={1}>
        <Box
          aria-hidden
          sx={{
            display: { xs: 'none', md: 'grid' },
            gridTemplateColumns: ROW_COLUMNS,
            columnGap: 2,
            // Lines up with the summaries: the check-in box and gap, border, padding, and the
            // expand icon's width on the right.
            pl: '89px',
            pr: '41px',
            color: 'text.secondary',
          }}
        >
          {HEADERS.map((header) => (
            <Typography key={header} variant="subtitle2">
              {header}
            </Typography>
          ))}
        </Box>
        {registrations.map((registration) => (
          <RegistrationRow
            key={registration.id}
            registration={registration}
            actions={actions}
            onUpdate={onUpdate}
          />
        ))}
      </Stack>
    )}
  </Box>
);
