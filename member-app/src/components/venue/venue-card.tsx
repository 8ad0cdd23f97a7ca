import Card, { type CardProps } from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { geoUri, openStreetMapUrl, telUri, useGetAttendeeConventionQuery } from 'shared-api/member';

export const VENUE_HEADING = 'Venue and practical information';
export const OPEN_STREET_MAP_LINK = 'Open the map (OpenStreetMap)';
export const GEO_LINK = 'Open in your maps app';

/**
 * Where the active convention takes place, for a member with a placed registration: the server
 * fills the venue in for them only, so nothing shows for anyone else or before organisers set it.
 */
export const VenueCard = ({ sx }: { sx?: CardProps['sx'] }) => {
  const { data: convention } = useGetAttendeeConventionQuery();
  const venue = convention?.venue;
  if (!venue) return null;
  const map = openStreetMapUrl(venue);
  const geo = geoUri(venue);
  return (
    <Card component="section" aria-labelledby="venue-heading" variant="outlined" sx={sx}>
      <CardContent>
        <Typography id="venue-heading" variant="h5" component="h2" gutterBottom>
          {VENUE_HEADING}
        </Typography>
        <Typography sx={{ fontWeight: 'bold' }}>{venue.name}</Typography>
        <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
          {venue.address}
        </Typography>
        {(map || geo) && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, mt: 1 }}>
            {map && (
              <Link href={map} target="_blank" rel="noopener noreferrer">
                {OPEN_STREET_MAP_LINK}
              </Link>
            )}
            {geo && <Link href={geo}>{GEO_LINK}</Link>}
          </Stack>
        )}
        {venue.arrivalNotes && (
          <>
            <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
              On arrival
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{venue.arrivalNotes}</Typography>
          </>
        )}
        {venue.phone && (
          <Typography sx={{ mt: 2 }}>
            On-site phone: <Link href={telUri(venue.phone)}>{venue.phone}</Link>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
