import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { StatusCard } from './status-card';

export const UnauthorizedPage = () => (
  <StatusCard
    title="Access Denied"
    actions={
      <Button component={RouterLink} to="/" variant="contained">
        Return to Home
      </Button>
    }
  >
    <Typography>
      You do not have permission to view this page. This area may be restricted to administrators.
    </Typography>
  </StatusCard>
);
