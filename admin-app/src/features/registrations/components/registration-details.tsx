import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatClubDateTime,
  formatMoment,
  PICK_LABELS,
  pickNames,
  withClubTimeLabel,
  type AdminRegistration,
} from 'shared-api';
import { preferencesText } from '../logic/registration-text';

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
  const registrant = `${r.registeredBy.firstName} ${r.registeredBy.lastName} (${r.registeredBy.email})`;
  const picks = pickNames(r);
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          Sessions
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          {r.sessions.map((s) => (
            <Chip
              key={s.id}
              size="small"
              label={`${s.name} (${formatClubDateTime(s.startDateTime)})`}
            />
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
        <Item
          label="Special Sessions"
          value={r.featuredGames.map((g) => g.gameName).join(', ') || '-'}
        />
        <Item label={PICK_LABELS.broughtGames} value={picks.broughtGames.join(', ') || '-'} />
        <Item label="Games to bring" value={r.bringGames ?? '-'} />
        <Item label={PICK_LABELS.wantedGames} value={picks.wantedGames.join(', ') || '-'} />
        <Item label="Games to play" value={r.wantToPlayGames ?? '-'} />
        <Item label={PICK_LABELS.playPartners} value={picks.playPartners.join(', ') || '-'} />
        <Item label="People to play with" value={r.peopleToPlayWith ?? '-'} />
        <Item label="Preferences" value={preferencesText(r)} />
        <Item label="Parking" value={r.parking ? `Yes, ${r.licensePlate ?? ''}` : 'No'} />
        <Item label="Additional info" value={r.additionalInfo ?? '-'} />
        <Item
          label="Registered by"
          value={r.registerDifferentPerson ? `${registrant}, on behalf` : registrant}
        />
        <Item label="Registered at" value={withClubTimeLabel(formatMoment(r.createdAt))} />
      </Box>
    </Stack>
  );
};
