import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasTag } from 'shared-api';
import { AnnouncementAlerts, useAnnouncements } from '../../../announcements';
import { FirstScreen } from '../../../first-screen';
import { useT } from '../../../i18n';
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
 * HOMEPAGE announcements also tagged NOTIFICATION are short notices shown as alerts; the others
 * fill the 'Announcements' panel, which shows when there is at least one. Both sit beside the hero
 * on wide screens and below its text on small ones (docs/decisions.md).
 *
 * The hero is prerendered (shell/src/prerender) and on screen before any answer. What follows it
 * waits for the announcements, so that it does not move when they come in beside or under the
 * hero: FirstScreen keeps its place empty, one screen high, until then.
 */
export const HomePage = () => {
  const t = useT();
  const { items: announcements, settled } = useAnnouncements('HOMEPAGE');
  const alerts = announcements.filter((item) => hasTag(item, 'NOTIFICATION'));
  const panel = announcements.filter((item) => !hasTag(item, 'NOTIFICATION'));
  const aside = (alerts.length > 0 || panel.length > 0) && (
    <Stack spacing={2}>
      {alerts.length > 0 && <AnnouncementAlerts items={alerts} label={t('home.notices')} />}
      {panel.length > 0 && <AnnouncementsPanel items={panel} />}
    </Stack>
  );

  return (
    <>
      <HomeHero aside={aside || undefined} />
      <FirstScreen settled={settled}>
        <Section id="conventions-title" title={t('home.conventions.title')}>
          <Grid container spacing={3}>
            {INFO_CARDS.map((card) => (
              <Grid key={card.to} size={{ xs: 12, md: 4 }}>
                <InfoCard {...card} />
              </Grid>
            ))}
          </Grid>
        </Section>
        <Box sx={{ bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}>
          <Section id="why-title" title={t('home.why.title')}>
            <FeatureBlurbs />
          </Section>
        </Box>
        <Section id="links-title" title={t('home.links.title')}>
          <UsefulLinks />
        </Section>
      </FirstScreen>
    </>
  );
};
