import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { useState, type ReactNode } from 'react';
import {
  formatClubDayRange,
  isPastConvention,
  useGetActiveConventionQuery,
  type Convention,
} from 'shared-api';
import { AnnouncementAlerts, useAnnouncements } from '../../../announcements';
import { FirstScreen } from '../../../first-screen';
import { useT } from '../../../page-i18n';
import type { ConventionInfo } from '../content/convention-info';
import { AtAGlance, type ShownFact } from './at-a-glance';
import { InfoPage } from './info-page';
import { InfoSection } from './info-section';
import { Schedule } from './schedule';

/** The active convention when it is of the page's season and not over yet. */
const nextEdition = (active: Convention | undefined, info: ConventionInfo, now: Date) =>
  active && active.season === info.season && !isPastConvention(active, now) ? active : null;

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
 * for the announcements, which sit above the facts, and for the active convention, whose dates lead
 * the facts: shown after them, either would push the page down. FirstScreen keeps its place empty,
 * one screen high, until then.
 */
export const ConventionPage = ({ info, programme, children }: ConventionPageProps) => {
  const { items: announcements, settled: announced } = useAnnouncements('CONVENTION');
  // Without an active convention the answer is an error: the page then gives the usual facts.
  const active = useGetActiveConventionQuery();
  const [now] = useState(() => new Date());
  const next = nextEdition(active.data, info, now);
  const t = useT();
  const facts: readonly ShownFact[] = next
    ? [
        {
          label: 'info.glance.nextEdition',
          text: t('info.glance.nextEditionValue', {
            name: next.name,
            dates: formatClubDayRange(next.startDate, next.endDate),
          }),
        },
        ...info.facts,
      ]
    : info.facts;
  const settled = announced && !active.isLoading && !active.isUninitialized;
  return (
    <InfoPage title={t(info.title)} lead={t(info.lead)}>
      <FirstScreen settled={settled}>
        {announcements.length > 0 && (
          <Box sx={{ mb: 4 }}>
            <AnnouncementAlerts items={announcements} label={t('info.conventionNotices')} />
          </Box>
        )}
        <Grid container spacing={{ xs: 3, lg: 5 }}>
          <Grid size={{ xs: 12, lg: 4 }} sx={{ order: { lg: 2 } }}>
            <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
              <AtAGlance facts={facts} />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }} sx={{ order: { lg: 1 } }}>
            <InfoSection id="programme" title={t('info.programme.title')}>
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
