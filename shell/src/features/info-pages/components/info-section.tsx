import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface InfoSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled section of an information page; its id is the in-page link target. */
export const InfoSection = ({ id, title, children }: InfoSectionProps) => (
  <Box
    component="section"
    aria-labelledby={`${id}-title`}
    id={id}
    sx={{
      mb: { xs: 4, md: 5 },
      // A comfortable line length for reading.
      maxWidth: 820,
      scrollMarginTop: 80,
      '& p': { mb: 1.5 },
      '& ul, & ol': { pl: 3, mb: 1.5 },
      '& li': { mb: 0.5 },
    }}
  >
    <Typography id={`${id}-title`} variant="h2" sx={{ mb: 2 }}>
      {title}
    </Typography>
    {children}
  </Box>
);
