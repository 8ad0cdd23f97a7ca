import Card, { type CardProps } from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { geoUri, openStreetMapUrl, telUri, useGetAttendeeConventionQuery } from 'shared-api/member';
import { T, useT } from '../../i18n';

/**
 * Where the active convention takes place, for a member with a placed registration: the server
 * fills the venue in for them only, so nothing shows for anyone else or before organisers set it.
 */
export const VenueCard = ({ sx }: { sx?: CardProps['sx'] }) => {
  const t = useT();
  const { data: convention } = useGetAttendeeConventionQuery();
  const venue = convention?.venue;
  if (!venue) return null;
  const map = openStreetMapUrl(venue);
  const geo = geoUri(venue);
  return (
    <Card component="section" aria-labelledby="venue-heading" variant="outlined" sx={sx}>
      <CardContent>
        <Typography id="venue-heading" variant="h5" component="h2" gutterBottom>
          {t('venue.heading')}
        </Typography>
        <Typography sx={{ fontWeight: 'bold' }}>{venue.name}</Typography>
        <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
          {venue.address}
        </Typography>
        {(map || geo) && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, mt: 1 }}>
            {map && (
              <Link href={map} target="_blank" rel="noopener noreferrer">
                {t('venue.mapLink')}
              </Link>
            )}
            {geo && <Link href={geo}>{t('venue.geoLink')}</Link>}
          </Stack>
        )}
        {venue.arrivalNotes && (
          <>
            <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
              {t('venue.onArrival')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{venue.arrivalNotes}</Typography>
          </>
        )}
        {venue.phone && (
          <Typography sx={{ mt: 2 }}>
            <T
              id="venue.phone"
              values={{ phone: venue.phone }}
              components={{ 0: <Link href={telUri(venue.phone)} /> }}
            />
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
