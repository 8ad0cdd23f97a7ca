import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n';
import { LONG_GAME_HOURS } from '../../../site';
import { FEATURE_BLURBS } from '../content/home-content';

export const FeatureBlurbs = () => {
  const t = useT();
  return (
    <Grid container spacing={4}>
      {FEATURE_BLURBS.map((blurb) => (
        <Grid key={blurb.title} size={{ xs: 12, md: 4 }}>
          <Box sx={{ color: 'secondary.dark', mb: 1 }} aria-hidden>
            {blurb.icon}
          </Box>
          <Typography variant="h5" component="h3" gutterBottom>
            {t(blurb.title)}
          </Typography>
          <Typography>{t(blurb.text, { hours: LONG_GAME_HOURS })}</Typography>
        </Grid>
      ))}
    </Grid>
  );
};
