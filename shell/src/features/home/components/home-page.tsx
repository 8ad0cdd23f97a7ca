import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { hasTag, useGetActiveConventionQuery } from 'shared-api';
import { AnnouncementAlerts, useAnnouncements } from '../../../announcements';
import { FirstScreen } from '../../../first-screen';
import { INFO_CARDS } from '../content/home-content';
import { AnnouncementsPanel } from './announcements-panel';
import { FeatureBlurbs } from './feature-blurbs';
import { HomeHero } from './home-hero';
import { InfoCard } from './info-card';
import { UsefulLinks } from './useful-links';

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Container component="section" maxWidth="lg" aria-labelledby={id} sx={{ py: { xs: 4, md: 6 } }}>
    <Typography id={id} variant="h2" sx={{ mb: 3 }}>
      {title}
    </Typography>
    {children}
  </Container>
);

/**
 * HOMEPAGE announcements also tagged NOTIFICATION are short notices shown as alerts above the
 * hero; the others fill the 'Announcements' panel, which shows when there is at least one
 * (docs/decisions.md).
 */
export const HomePage = () => {
  const { items: announcements, settled } = useAnnouncements('HOMEPAGE');
  // The countdown in the hero comes from the same request as NextConventionCountdown's.
  const convention = useGetActiveConventionQuery();
  const alerts = announcements.filter((item) => hasTag(item, 'NOTIFICATION'));
  const panel = announcements.filter((item) => !hasTag(item, 'NOTIFICATION'));

  return (
    <FirstScreen settled={settled && !convention.isLoading}>
      {alerts.length > 0 && (
        <Container maxWidth="lg" sx={{ pt: 2, pb: 2 }}>
          <AnnouncementAlerts items={alerts} label="Notices" />
        </Container>
      )}
      <HomeHero aside={panel.length > 0 ? <AnnouncementsPanel items={panel} /> : undefined} />
      <Section id="conventions-title" title="Our Conventions">
        <Grid container spacing={3}>
          {INFO_CARDS.map((card) => (
            <Grid key={card.title} size={{ xs: 12, md: 4 }}>
              <InfoCard {...card} />
            </Grid>
          ))}
        </Grid>
      </Section>
      <Box sx={{ bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}>
        <Section id="why-title" title="Why Come and Play">
          <FeatureBlurbs />
        </Section>
      </Box>
      <Section id="links-title" title="Useful Links">
        <UsefulLinks />
      </Section>
    </FirstScreen>
  );
};
