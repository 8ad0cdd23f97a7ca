import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from 'shared-ui';

interface InfoPageProps {
  title: string;
  /** One or two sentences under the title. */
  lead: string;
  children: ReactNode;
}

/** A static page: a banner with its one h1 and a lead, then its sections. */
export const InfoPage = ({ title, lead, children }: InfoPageProps) => {
  usePageTitle(title);
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg">
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 1.5 }}>
            {title}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 760 }}>
            {lead}
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {children}
      </Container>
    </>
  );
};
