import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ExternalLink } from '../components/external-link';
import { InfoPage } from '../components/info-page';
import { InfoSection } from '../components/info-section';
import { P } from '../components/text';
import { USEFUL_SITES } from '../content/useful-sites';

export const TouristInfoPage = () => (
  <InfoPage
    title="Tourist Info"
    lead="Our conventions take place in Mechelen, a compact historic city between Brussels and Antwerp. Come a day early or stay a day longer: there is a lot to see, eat and drink."
  >
    <InfoSection id="city" title="A Historic City">
      <P>
        In the early sixteenth century Mechelen was the capital of the Burgundian Netherlands, where
        Margaret of Austria kept her court. The palaces, churches and guild houses of that golden
        age still line its streets and canals.
      </P>
      <P>
        Do not miss St Rumbold&apos;s Cathedral, whose tower dominates the Grote Markt and is part
        of the UNESCO World Heritage list of belfries; climb its steps for a view over Flanders. The
        Great Beguinage, also on the UNESCO list, is a quiet maze of small houses and lanes. Walk
        along the Dijle river, visit Kazerne Dossin, the memorial and museum of the Holocaust in
        Belgium, or take the children to the Toy Museum.
      </P>
    </InfoSection>

    <InfoSection id="trips" title="City Trips">
      <P>
        Mechelen sits in the middle of Belgium&apos;s rail network, which makes it an ideal base:
      </P>
      <ul>
        <li>
          <strong>Brussels</strong>: the Grand-Place, the Atomium and the museums of the capital,
          about twenty minutes away by train.
        </li>
        <li>
          <strong>Antwerp</strong>: its cathedral, the port and one of the most beautiful railway
          stations in the world, about twenty minutes away.
        </li>
        <li>
          <strong>Leuven</strong>: a lively university town with a Gothic town hall, a short ride
          away.
        </li>
        <li>
          <strong>Ghent and Bruges</strong>: medieval city centres, canals and belfries, within easy
          reach for a day trip.
        </li>
      </ul>
      <P>Timetables and tickets are on the website of the Belgian railways (see below).</P>
    </InfoSection>

    <InfoSection id="food" title="Belgian Food and Drink">
      <P>
        Belgian beer culture is on UNESCO&apos;s list of intangible cultural heritage, and Mechelen
        has its own brewery, Het Anker, home of the Gouden Carolus beers. Try them in a café in
        town; at the convention venue itself alcohol is not allowed.
      </P>
      <P>
        Belgium is also the land of fries from the chip shop, waffles, pralines and Flemish beef
        stew. Mechelen adds its own specialities: the Mechelen cuckoo, a local breed of chicken, and
        white asparagus in spring.
      </P>
    </InfoSection>

    <InfoSection id="railways" title="Railway History">
      <P>
        Mechelen is a fitting home for an 18xx convention. On 5 May 1835 the first passenger train
        on the European continent ran between Brussels and Mechelen, pulled by the locomotives La
        Flèche, Stephenson and L&apos;Éléphant. Mechelen soon became the hub of the young Belgian
        network and the home of its central railway workshops.
      </P>
      <P>
        To see that history up close, visit Train World in Brussels-Schaerbeek, the Belgian railway
        museum, with historic locomotives in and around a restored station building.
      </P>
    </InfoSection>

    <InfoSection id="links" title="Useful Websites">
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
              <ExternalLink href={site.href}>{site.name}</ExternalLink>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {site.description}
            </Typography>
          </Paper>
        ))}
      </Box>
    </InfoSection>
  </InfoPage>
);
