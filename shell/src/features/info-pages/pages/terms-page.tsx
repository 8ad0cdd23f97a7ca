import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from '../../../page-i18n';
import { useFees } from '../../../site';
import { InfoPage } from '../components/info-page';
import { InfoSection } from '../components/info-section';
import { P } from '../components/text';
import { TERMS } from '../content/terms';

export const TermsPage = () => {
  const t = useT();
  const fees = useFees();
  const values = { springFee: fees.spring, winterFee: fees.winter, parkingFee: fees.parking };
  return (
    <InfoPage title={t('terms.title')} lead={t('terms.lead')}>
      <Paper
        component="nav"
        aria-labelledby="terms-contents"
        variant="outlined"
        sx={{ p: 2, mb: 4, maxWidth: 520 }}
      >
        <Typography id="terms-contents" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('terms.contents')}
        </Typography>
        <List dense disablePadding component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
          {TERMS.map((section) => (
            <ListItem key={section.id} disableGutters sx={{ display: 'list-item' }}>
              <Link href={`#${section.id}`}>{t(section.title)}</Link>
            </ListItem>
          ))}
        </List>
      </Paper>
      {TERMS.map((section, index) => (
        <InfoSection
          key={section.id}
          id={section.id}
          title={t('terms.sectionTitle', { number: String(index + 1), title: t(section.title) })}
        >
          {section.paragraphs.map((paragraph) => (
            <P key={paragraph}>{t(paragraph, values)}</P>
          ))}
        </InfoSection>
      ))}
    </InfoPage>
  );
};
