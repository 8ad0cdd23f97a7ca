import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AccountCardProps {
  title: string;
  children: ReactNode;
}

/** The centred card of the sign-up and password reset pages. */
export const AccountCard = ({ title, children }: AccountCardProps) => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, md: 6 }, px: 2 }}>
    <Card sx={{ width: '100%', maxWidth: 560 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  </Box>
);
