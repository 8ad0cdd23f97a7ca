import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface UserSectionProps {
  title: string;
  count: number;
  /** Shown beside the heading, e.g. how many are registered for the active convention. */
  extra?: ReactNode;
  children: ReactNode;
}

/** One titled list of User Management: 'Administrators (2)'. */
export const UserSection = ({ title, count, extra, children }: UserSectionProps) => {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, mb: 2 }}>
        <Typography id={headingId} variant="h2">
          {title} ({count})
        </Typography>
        {extra}
      </Box>
      {children}
    </Paper>
  );
};
