import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../page-i18n';
import { StatusCard } from './status-card';
import { useLocalizedPath } from '../../../language/use-localized-path';

export const UnauthorizedPage = () => {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <StatusCard
      title={t('unauthorized.title')}
      actions={
        <Button component={RouterLink} to={localized('/')} variant="contained">
          {t('common.returnHome')}
        </Button>
      }
    >
      <Typography>{t('unauthorized.text')}</Typography>
    </StatusCard>
  );
};
