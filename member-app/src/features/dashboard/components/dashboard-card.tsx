import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

interface DashboardCardProps {
  title: string;
  text: string;
  to: string;
  action: string;
}

export const DashboardCard = ({ title, text, to, action }: DashboardCardProps) => (
  <Card component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column' }}>
    <CardContent sx={{ flexGrow: 1 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </CardContent>
    <CardActions>
      <Button component={RouterLink} to={to} variant="contained">
        {action}
      </Button>
    </CardActions>
  </Card>
);
