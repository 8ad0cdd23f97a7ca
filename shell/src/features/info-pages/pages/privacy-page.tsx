import { useT } from '../../../page-i18n';
import { InfoPage } from '../components/info-page';
import { InfoSection } from '../components/info-section';
import { P } from '../components/text';
import { PRIVACY } from '../content/privacy';

export const PrivacyPage = () => {
  const t = useT();
  return (
    <InfoPage title={t('privacy.title')} lead={t('privacy.lead')}>
      {PRIVACY.map((section) => (
        <InfoSection key={section.id} id={section.id} title={t(section.title)}>
          {section.paragraphs.map((paragraph) => (
            <P key={paragraph}>{t(paragraph)}</P>
          ))}
        </InfoSection>
      ))}
    </InfoPage>
  );
};
