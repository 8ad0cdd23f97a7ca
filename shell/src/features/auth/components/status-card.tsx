import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StatusCardProps {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** The card of the pages that tell a user why they cannot go further. */
export const StatusCard = ({ title, children, actions }: StatusCardProps) => (
  <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
    <Card>
      <CardContent>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>{actions}</CardActions>
    </Card>
  </Container>
);
