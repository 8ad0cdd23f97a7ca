import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n';

interface RemoteUnavailableCardProps {
  onRetry: () => void;
  detail?: string;
}

export const RemoteUnavailableCard = ({ onRetry, detail }: RemoteUnavailableCardProps) => {
  const t = useT();
  return (
    <Card role="alert" sx={{ maxWidth: 560, mx: 'auto', my: 6 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('remote.failed.title')}
        </Typography>
        <Typography>{t('remote.failed.text')}</Typography>
        {detail && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {detail}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button variant="contained" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </CardActions>
    </Card>
  );
};
