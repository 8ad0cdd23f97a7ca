import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface RemoteUnavailableCardProps {
  onRetry: () => void;
  detail?: string;
}

export const RemoteUnavailableCard = ({ onRetry, detail }: RemoteUnavailableCardProps) => (
  <Card role="alert" sx={{ maxWidth: 560, mx: 'auto', my: 6 }}>
    <CardContent>
      <Typography variant="h5" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography>This part of the site could not be loaded.</Typography>
      {detail && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {detail}
        </Typography>
      )}
    </CardContent>
    <CardActions>
      <Button variant="contained" onClick={onRetry}>
        Retry
      </Button>
    </CardActions>
  </Card>
);
