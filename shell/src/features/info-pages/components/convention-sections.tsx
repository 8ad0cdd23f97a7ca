import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PARKING_FEE } from 'shared-api';
import { SOCIAL_GROUP_URL } from '../../../site';
import { ExternalLink } from './external-link';
import { InfoSection } from './info-section';
import { P } from './text';

// The sections both convention pages share, worded once.

export const DesignersSection = () => (
  <InfoSection id="designers" title="Designers and Prototypes">
    <P>
      18xx is a living hobby: designers bring the games they are working on, and publishers their
      newest titles. Some of them are featured as Special Sessions, which you can tick on the
      registration form so that we keep a seat for you.
    </P>
    <P>
      Working on a design yourself? Bring your prototype and mention it under Additional Info when
      you register: there are always players willing to try a new map and share what they think.
    </P>
  </InfoSection>
);

export const RegistrationSection = ({ fee, days }: { fee: string; days: string }) => (
  <InfoSection id="registration" title="Registration and Fees">
    <P>Registration is online and needs a member account:</P>
    <ol>
      <li>
        <Typography component="span">
          <Link component={RouterLink} to="/register">
            Create an account
          </Link>{' '}
          and validate your email address with the code we send you.
        </Typography>
      </li>
      <li>
        <Typography component="span">
          Wait for an organiser to approve your account: this usually takes a day or two.
        </Typography>
      </li>
      <li>
        <Typography component="span">
          Open{' '}
          <Link component={RouterLink} to="/register-event">
            Register for Event
          </Link>
          , choose your sessions, the games you bring and want to play, and your experience level.
        </Typography>
      </li>
    </ol>
    <P>
      The fee is <strong>{fee}</strong> for {days}. Parking is <strong>{PARKING_FEE}</strong> per
      convention weekend. After registering you receive the payment details: please pay by bank
      transfer before the convention. At the venue we only accept cash or a Belgian mobile payment
      app.
    </P>
    <P>
      Every attendee is registered separately. Accompanying persons register too, but cannot join
      the gaming sessions. Attendees aged 15 or younger come with a parent or guardian. A
      registration is refunded only if it is cancelled at least one month before the convention. The{' '}
      <Link component={RouterLink} to="/terms">
        General Terms &amp; Conditions
      </Link>{' '}
      apply.
    </P>
  </InfoSection>
);

export const ParkingSection = () => (
  <InfoSection id="parking" title="Parking">
    <P>
      Parking places at the venue are limited. To use one, tick Parking on the registration form and
      give your number plate. The organisers approve the requests, and the parking fee of{' '}
      {PARKING_FEE} per convention weekend is added to what you pay. Only approved, registered
      number plates may park.
    </P>
    <P>
      Coming by train is easy: Mechelen station has direct trains to Brussels, Antwerp and Brussels
      Airport.
    </P>
  </InfoSection>
);

export const SocialGroupSection = ({ url }: { url: string | null }) => (
  <InfoSection id="social" title="Social Groups">
    {url ? (
      <P>
        Join our <ExternalLink href={url}>social group</ExternalLink> to follow the news, find
        players for the game you want to bring, and share rides or rooms with other attendees.
      </P>
    ) : (
      <P>
        The social group for this convention is still being set up; its link will be published here.
        Until then, news about both conventions is shared in our{' '}
        <ExternalLink href={SOCIAL_GROUP_URL}>club social group</ExternalLink>.
      </P>
    )}
  </InfoSection>
);

export const LocationSection = () => (
  <InfoSection id="location" title="Location">
    <P>
      The convention takes place in Mechelen, in the heart of Flanders, halfway between Brussels and
      Antwerp. Mechelen station is served by direct trains from Brussels, Antwerp, Leuven and
      Brussels Airport, and the city lies along the E19 motorway. The address of the venue and
      directions are sent to registered attendees.
    </P>
    <P>
      Arriving early or staying a day longer? Our{' '}
      <Link component={RouterLink} to="/tourist-info">
        tourist information
      </Link>{' '}
      has ideas for exploring Mechelen and Belgium.
    </P>
  </InfoSection>
);

export const HotelsSection = ({ note }: { note: string }) => (
  <InfoSection id="hotels" title="Hotels">
    <P>
      Mechelen has hotels and bed and breakfasts, both in the historic centre and around the
      station. The city&apos;s tourist office lists them on{' '}
      <ExternalLink href="https://visit.mechelen.be">Visit Mechelen</ExternalLink>. {note}
    </P>
  </InfoSection>
);
