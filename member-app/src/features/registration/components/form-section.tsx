import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled part of the registration form. */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper
    component="section"
    aria-label={title}
    variant="outlined"
    sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
  >
    <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
      {title}
    </Typography>
    <Stack spacing={2.5}>{children}</Stack>
  </Paper>
);
