import { Typography } from '@mui/material';
import type { Convention } from 'shared-api';
import { ConventionBadges } from './convention-badges';

/** Name, season in lower case and badges. */
export const ConventionTitle = ({
  convention,
  isPast,
}: {
  convention: Convention;
  isPast: boolean;
}) => (
  <>
    <Typography component="span" sx={{ fontWeight: 600 }}>
      {convention.name}
    </Typography>{' '}
    <Typography component="span" color="text.secondary">
      ({convention.season.toLowerCase()})
    </Typography>
    <ConventionBadges convention={convention} isPast={isPast} />
  </>
);
