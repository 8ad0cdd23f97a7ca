import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { AnnouncementAlerts, useAnnouncements } from '../../../announcements';
import { FirstScreen } from '../../../first-screen';
import type { ConventionInfo } from '../content/convention-info';
import { AtAGlance } from './at-a-glance';
import { InfoPage } from './info-page';
import { InfoSection } from './info-section';
import { Schedule } from './schedule';

interface ConventionPageProps {
  info: ConventionInfo;
  /** What the programme section says above the schedule. */
  programme: ReactNode;
  /** The other sections, in page order. */
  children: ReactNode;
}

/**
 * Both convention pages: CONVENTION announcements, the facts, the programme, then the rest.
 *
 * The banner is prerendered (shell/src/prerender) and on screen before any answer. The body waits
 * for the announcements, which sit above the facts: shown after them, they would push the page
 * down. FirstScreen keeps its place empty, one screen high, until then.
 */
export const ConventionPage = ({ info, programme, children }: ConventionPageProps) => {
  const { items: announcements, settled } = useAnnouncements('CONVENTION');
  return (
    <InfoPage title={info.title} lead={info.lead}>
      <FirstScreen settled={settled}>
        {announcements.length > 0 && (
          <Box sx={{ mb: 4 }}>
            <AnnouncementAlerts items={announcements} label="Convention notices" />
          </Box>
        )}
        <Grid container spacing={{ xs: 3, lg: 5 }}>
          <Grid size={{ xs: 12, lg: 4 }} sx={{ order: { lg: 2 } }}>
            <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
              <AtAGlance facts={info.facts} />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }} sx={{ order: { lg: 1 } }}>
            <InfoSection id="programme" title="Programme and Schedule">
              {programme}
              <Schedule days={info.schedule} />
            </InfoSection>
            {children}
          </Grid>
        </Grid>
      </FirstScreen>
    </InfoPage>
  );
};
