import { LONG_GAME_HOURS, WINTER_FEE } from '../../../site';
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
import { WINTER } from '../content/winter';

export const WinterConventionPage = () => (
  <ConventionPage
    info={WINTER}
    programme={
      <>
        <P>
          The winter convention takes place on a weekend in late November, from Friday evening until
          Sunday afternoon. The evening sessions run until one in the morning. When you register you
          tick the sessions you will attend, so that we can plan the tables.
        </P>
        <P>
          Saturday&apos;s day and evening sessions follow each other, which leaves room for the long
          games of more than {LONG_GAME_HOURS} hours.
        </P>
      </>
    }
  >
    <DesignersSection />
    <RegistrationSection fee={WINTER_FEE} days="the three days" />
    <ParkingSection />
    <SocialGroupSection url={WINTER.socialGroupUrl} />
    <LocationSection />
    <InfoSection id="food" title="Food and Drinks">
      <P>
        The winter fee does not include meals. Mechelen has plenty of restaurants, cafés and chip
        shops for lunch and dinner, and a warm bowl of Flemish beef stew is never far away in
        November. Please note that alcohol is not allowed at the venue.
      </P>
    </InfoSection>
    <HotelsSection note="Book ahead for the widest choice." />
  </ConventionPage>
);
