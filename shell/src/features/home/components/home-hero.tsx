import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { selectCurrentUser, useAppSelector } from 'shared-api';
import { useT } from '../../../i18n';
import { NextConventionCountdown } from './next-convention-countdown';
import { useLocalizedPath } from '../../../language/use-localized-path';

/**
 * The hero; `aside` (the announcements) sits beside it from 992px, below its text under that. The
 * text keeps the same column with or without `aside`: it must not reflow when the announcements
 * come in after the prerendered page has been painted.
 */
export const HomeHero = ({ aside }: { aside?: ReactNode }) => {
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <Box
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        py: { xs: 4, md: 7 },
        backgroundImage:
          'linear-gradient(135deg, rgba(255,255,255,0.06) 0%, rgba(0,0,0,0.18) 100%)',
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 3, lg: 5 }} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <Typography
              variant="overline"
              component="p"
              sx={{ letterSpacing: { xs: 1, sm: 2 }, opacity: 0.9 }}
            >
              {t('home.hero.overline')}
            </Typography>
            <Typography variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, mb: 2 }}>
              18xx Belgium
            </Typography>
            <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, mb: 3, maxWidth: 640 }}>
              {t('home.hero.intro')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4 }}>
              <Button
                component={RouterLink}
                to="/register-event"
                variant="contained"
                color="secondary"
                size="large"
              >
                {t('home.hero.registerEvent')}
              </Button>
              {!signedIn && (
                <Button
                  component={RouterLink}
                  to={localized('/register')}
                  variant="outlined"
                  color="inherit"
                  size="large"
                >
                  {t('home.hero.join')}
                </Button>
              )}
            </Stack>
            <Box sx={{ maxWidth: 560 }}>
              <NextConventionCountdown />
            </Box>
          </Grid>
          {aside && <Grid size={{ xs: 12, lg: 5 }}>{aside}</Grid>}
        </Grid>
      </Container>
    </Box>
  );
};
