import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { key, T, useT } from '../../../page-i18n';
import { ExternalLink } from '../components/external-link';
import { InfoPage } from '../components/info-page';
import { InfoSection } from '../components/info-section';
import { P } from '../components/text';
import { USEFUL_SITES } from '../content/useful-sites';

const TRIPS = [
  key('tourist.trips.brussels'),
  key('tourist.trips.antwerp'),
  key('tourist.trips.leuven'),
  key('tourist.trips.ghentBruges'),
];

const strong = { 0: <strong /> };

export const TouristInfoPage = () => {
  const t = useT();
  return (
    <InfoPage title={t('tourist.title')} lead={t('tourist.lead')}>
      <InfoSection id="city" title={t('tourist.city.title')}>
        <P>{t('tourist.city.p1')}</P>
        <P>{t('tourist.city.p2')}</P>
      </InfoSection>

      <InfoSection id="trips" title={t('tourist.trips.title')}>
        <P>{t('tourist.trips.intro')}</P>
        <ul>
          {TRIPS.map((trip) => (
            <li key={trip}>
              <T id={trip} components={strong} />
            </li>
          ))}
        </ul>
        <P>{t('tourist.trips.timetables')}</P>
      </InfoSection>

      <InfoSection id="food" title={t('tourist.food.title')}>
        <P>{t('tourist.food.p1')}</P>
        <P>{t('tourist.food.p2')}</P>
      </InfoSection>

      <InfoSection id="railways" title={t('tourist.railways.title')}>
        <P>{t('tourist.railways.p1')}</P>
        <P>{t('tourist.railways.p2')}</P>
      </InfoSection>

      <InfoSection id="links" title={t('tourist.links.title')}>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            '&&': { p: 0, m: 0 },
            '&& li': { m: 0 },
          }}
        >
          {USEFUL_SITES.map((site) => (
            <Paper
              key={site.href}
              component="li"
              variant="outlined"
              sx={{ p: 2, '&& p': { mb: 0.5 } }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                <ExternalLink href={site.href}>{t(site.name)}</ExternalLink>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(site.description)}
              </Typography>
            </Paper>
          ))}
        </Box>
      </InfoSection>
    </InfoPage>
  );
};
