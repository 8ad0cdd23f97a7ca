import { useT } from '../../../page-i18n';
import { LONG_GAME_HOURS } from '../../../site';
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

export const WinterConventionPage = () => {
  const t = useT();
  return (
    <ConventionPage
      info={WINTER}
      programme={
        <>
          <P>{t('winter.programme.p1')}</P>
          <P>{t('winter.programme.p2', { hours: LONG_GAME_HOURS })}</P>
        </>
      }
    >
      <DesignersSection />
      <RegistrationSection fee="winter.registration.fee" />
      <ParkingSection />
      <SocialGroupSection url={WINTER.socialGroupUrl} />
      <LocationSection />
      <InfoSection id="food" title={t('info.food.title')}>
        <P>{t('winter.food.p1')}</P>
      </InfoSection>
      <HotelsSection note="winter.hotels.note" />
    </ConventionPage>
  );
};
