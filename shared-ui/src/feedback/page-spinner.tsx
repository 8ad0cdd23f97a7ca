import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useUiT } from '../i18n/own-messages';

export const PageSpinner = () => {
  const t = useUiT();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('ui.spinner.loading')} />
    </Box>
  );
};
