import { InfoPage } from '../components/info-page';
import { InfoSection } from '../components/info-section';
import { P } from '../components/text';
import { PRIVACY } from '../content/privacy';

export const PrivacyPage = () => (
  <InfoPage
    title="Privacy Notice"
    lead="What this website stores about you, why, for how long, and whom to contact."
  >
    {PRIVACY.map((section) => (
      <InfoSection key={section.id} id={section.id} title={section.title}>
        {section.paragraphs.map((paragraph, i) => (
          <P key={i}>{paragraph}</P>
        ))}
      </InfoSection>
    ))}
  </InfoPage>
);
