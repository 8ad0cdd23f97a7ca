import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StateCardProps {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** The card /register-event shows instead of the form. */
export const StateCard = ({ title, children, actions }: StateCardProps) => (
  <Card variant="outlined" sx={{ borderRadius: 2, textAlign: 'center', py: { xs: 2, sm: 4 } }}>
    <CardContent>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography component="div" color="text.secondary">
        {children}
      </Typography>
    </CardContent>
    {actions && (
      <CardActions
        disableSpacing
        sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 1, px: 2 }}
      >
        {actions}
      </CardActions>
    )}
  </Card>
);
