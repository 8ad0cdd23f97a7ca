import { Chip, Stack } from '@mui/material';
import type { Convention } from 'shared-api';
import { conventionBadges } from '../logic/convention-status';

export const ConventionBadges = ({
  convention,
  isPast,
}: {
  convention: Convention;
  isPast: boolean;
}) => (
  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
    {conventionBadges(convention, isPast).map((badge) => (
      <Chip key={badge.label} label={badge.label} color={badge.color} size="small" />
    ))}
  </Stack>
);
