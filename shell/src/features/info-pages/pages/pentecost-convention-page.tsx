import { LONG_GAME_HOURS, SPRING_FEE } from '../../../site';
import { ConventionPage } from '../components/convention-page';
import {
  DesignersSection,
  HotelsSection,
  LocationSection,
  ParkingSection,
  RegistrationSection,
  SocialGroupSection,
} from '../components/convention-sections';
import { InfoSection } from '../components/info-section';
import { P } from '../components/text';
import { SPRING } from '../content/spring';

export const PentecostConventionPage = () => (
  <ConventionPage
    info={SPRING}
    programme={
      <>
        <P>
          The convention runs over the Pentecost weekend, from Friday evening until Monday
          afternoon: an evening session on Friday, a day and an evening session on Saturday and
          Sunday, and a last day session on Monday until the closing at 16:00. When you register you
          tick the sessions you will attend, so that we can plan the tables.
        </P>
        <P>
          Long games, the ones of more than {LONG_GAME_HOURS} hours, are welcome: start one in the
          morning and play on into the evening session.
        </P>
      </>
    }
  >
    <DesignersSection />
    <RegistrationSection fee={SPRING_FEE} days="the four days, the Saturday barbecue included" />
    <ParkingSection />
    <SocialGroupSection url={SPRING.socialGroupUrl} />
    <LocationSection />
    <InfoSection id="food" title="Food and Drinks">
      <P>
        On Saturday we stop for drinks and dinner at 17:30, with a barbecue from 17:30 to 19:30. It
        is included in the convention fee, so just let us know about any dietary needs under
        Additional Info when you register.
      </P>
      <P>
        For the other meals, Mechelen has plenty of restaurants, cafés and chip shops. Spring is
        also the season of the local white asparagus. Please note that alcohol is not allowed at the
        venue.
      </P>
    </InfoSection>
    <HotelsSection note="Pentecost Monday is a public holiday in Belgium, so book early." />
  </ConventionPage>
);
