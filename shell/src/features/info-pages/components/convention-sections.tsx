import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { T, useT, type ShellMessage } from '../../../page-i18n';
import { SOCIAL_GROUP_URL, useFees } from '../../../site';
import { useLocalizedPath } from '../../../language/use-localized-path';
import { ExternalLink } from './external-link';
import { InfoSection } from './info-section';
import { P } from './text';

// The sections both convention pages share, worded once.

export const DesignersSection = () => {
  const t = useT();
  return (
    <InfoSection id="designers" title={t('info.designers.title')}>
      <P>{t('info.designers.p1')}</P>
      <P>{t('info.designers.p2')}</P>
    </InfoSection>
  );
};

const strong = <strong />;

interface RegistrationSectionProps {
  /** 'The fee is <0>{springFee}</0> for …': what the convention costs, and for how long. */
  fee: ShellMessage;
}

export const RegistrationSection = ({ fee }: RegistrationSectionProps) => {
  const t = useT();
  const localized = useLocalizedPath();
  const fees = useFees();
  const values = { springFee: fees.spring, winterFee: fees.winter, parkingFee: fees.parking };
  return (
    <InfoSection id="registration" title={t('info.registration.title')}>
      <P>{t('info.registration.intro')}</P>
      <ol>
        <li>
          <Typography component="span">
            <T
              id="info.registration.step1"
              components={{ 0: <Link component={RouterLink} to={localized('/register')} /> }}
            />
          </Typography>
        </li>
        <li>
          <Typography component="span">{t('info.registration.step2')}</Typography>
        </li>
        <li>
          <Typography component="span">
            <T
              id="info.registration.step3"
              components={{ 0: <Link component={RouterLink} to="/register-event" /> }}
            />
          </Typography>
        </li>
      </ol>
      <P>
        <T id={fee} values={values} components={{ 0: strong }} />{' '}
        <T id="info.registration.payment" values={values} components={{ 0: strong }} />
      </P>
      <P>
        <T
          id="info.registration.rules"
          components={{ 0: <Link component={RouterLink} to={localized('/terms')} /> }}
        />
      </P>
    </InfoSection>
  );
};

export const ParkingSection = () => {
  const t = useT();
  const { parking } = useFees();
  return (
    <InfoSection id="parking" title={t('info.parking.title')}>
      <P>{t('info.parking.p1', { parkingFee: parking })}</P>
      <P>{t('info.parking.p2')}</P>
    </InfoSection>
  );
};

export const SocialGroupSection = ({ url }: { url: string | null }) => {
  const t = useT();
  return (
    <InfoSection id="social" title={t('info.social.title')}>
      <P>
        {url ? (
          <T id="info.social.join" components={{ 0: <ExternalLink href={url} /> }} />
        ) : (
          <T id="info.social.coming" components={{ 0: <ExternalLink href={SOCIAL_GROUP_URL} /> }} />
        )}
      </P>
    </InfoSection>
  );
};

export const LocationSection = () => {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <InfoSection id="location" title={t('info.location.title')}>
      <P>{t('info.location.p1')}</P>
      <P>
        <T
          id="info.location.p2"
          components={{ 0: <Link component={RouterLink} to={localized('/tourist-info')} /> }}
        />
      </P>
    </InfoSection>
  );
};

export const HotelsSection = ({ note }: { note: ShellMessage }) => {
  const t = useT();
  return (
    <InfoSection id="hotels" title={t('info.hotels.title')}>
      <P>
        <T
          id="info.hotels.text"
          values={{ note: t(note) }}
          components={{ 0: <ExternalLink href="https://visit.mechelen.be" /> }}
        />
      </P>
    </InfoSection>
  );
};
