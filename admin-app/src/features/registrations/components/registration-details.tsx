import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatClubMoment, useGetActiveConventionQuery, type AdminRegistration } from 'shared-api';
import { sessionLabel, registrationAnswerRows } from 'shared-api/member';

const Item = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ display: 'contents' }}>
    <Typography component="dt" variant="body2" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
      {label}
    </Typography>
    <Typography
      component="dd"
      variant="body2"
      sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
    >
      {value}
    </Typography>
  </Box>
);

/** Everything a registration says, for the expanded row. */
export const RegistrationDetails = ({ registration: r }: { registration: AdminRegistration }) => {
  // The meals are named from the convention's, which the page has already loaded.
  const meals = useGetActiveConventionQuery().data?.meals ?? [];
  const registrant = `${r.registeredBy.firstName} ${r.registeredBy.lastName} (${r.registeredBy.email})`;
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          Sessions
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          {r.sessions.map((s) => (
            <Chip key={s.id} size="small" label={sessionLabel(s)} />
          ))}
        </Stack>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0, sm: 1 },
          m: 0,
        }}
      >
        {registrationAnswerRows(r, meals).map(({ label, value }) => (
          <Item key={label} label={label} value={value || '-'} />
        ))}
        <Item
          label="Registered by"
          value={r.registerDifferentPerson ? `${registrant}, on behalf` : registrant}
        />
        <Item label="Registered at" value={formatClubMoment(r.createdAt)} />
      </Box>
    </Stack>
  );
};
