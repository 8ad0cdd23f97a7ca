import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { InfoPage } from '../components/info-page';
import { InfoSection } from '../components/info-section';
import { P } from '../components/text';
import { TERMS } from '../content/terms';

export const TermsPage = () => (
  <InfoPage
    title="General Terms & Conditions"
    lead="The rules that apply when you register for and attend a convention of 18xx Belgium."
  >
    <Paper
      component="nav"
      aria-labelledby="terms-contents"
      variant="outlined"
      sx={{ p: 2, mb: 4, maxWidth: 520 }}
    >
      <Typography id="terms-contents" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Contents
      </Typography>
      <List dense disablePadding component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
        {TERMS.map((section) => (
          <ListItem key={section.id} disableGutters sx={{ display: 'list-item' }}>
            <Link href={`#${section.id}`}>{section.title}</Link>
          </ListItem>
        ))}
      </List>
    </Paper>
    {TERMS.map((section, index) => (
      <InfoSection key={section.id} id={section.id} title={`${index + 1}. ${section.title}`}>
        {section.paragraphs.map((paragraph, i) => (
          <P key={i}>{paragraph}</P>
        ))}
      </InfoSection>
    ))}
  </InfoPage>
);
