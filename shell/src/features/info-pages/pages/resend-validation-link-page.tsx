import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../page-i18n';
import { InfoPage } from '../components/info-page';
import { P } from '../components/text';
import { useLocalizedPath } from '../../../language/use-localized-path';

/** A stub page. */
export const ResendValidationLinkPage = () => {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <InfoPage title={t('resend.title')} lead={t('resend.lead')}>
      <P>{t('resend.text')}</P>
      <Button component={RouterLink} to={localized('/login')} variant="contained" sx={{ mt: 2 }}>
        {t('resend.login')}
      </Button>
    </InfoPage>
  );
};
