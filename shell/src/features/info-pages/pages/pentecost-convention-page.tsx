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
import { SPRING } from '../content/spring';

export const PentecostConventionPage = () => {
  const t = useT();
  return (
    <ConventionPage
      info={SPRING}
      programme={
        <>
          <P>{t('spring.programme.p1')}</P>
          <P>{t('spring.programme.p2', { hours: LONG_GAME_HOURS })}</P>
        </>
      }
    >
      <DesignersSection />
      <RegistrationSection fee="spring.registration.fee" />
      <ParkingSection />
      <SocialGroupSection url={SPRING.socialGroupUrl} />
      <LocationSection />
      <InfoSection id="food" title={t('info.food.title')}>
        <P>{t('spring.food.p1')}</P>
        <P>{t('spring.food.p2')}</P>
      </InfoSection>
      <HotelsSection note="spring.hotels.note" />
    </ConventionPage>
  );
};
