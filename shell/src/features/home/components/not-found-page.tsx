import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n';
import { useLocalizedPath } from '../../../language/use-localized-path';

export const NotFoundPage = () => {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('notFound.text')}</Typography>
      <Button component={RouterLink} to={localized('/')} variant="contained">
        {t('common.returnHome')}
      </Button>
    </Container>
  );
};
