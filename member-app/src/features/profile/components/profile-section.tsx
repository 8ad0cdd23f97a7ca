import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ProfileSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One card of /profile, named by its heading. */
export const ProfileSection = ({ id, title, children }: ProfileSectionProps) => (
  <Card component="section" aria-labelledby={id} sx={{ mt: 3 }}>
    <CardContent>
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
