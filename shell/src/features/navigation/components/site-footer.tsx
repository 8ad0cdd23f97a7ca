import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n';
import { SOCIAL_GROUP_URL } from '../../../site';
import { useLocalizedPath } from '../../../language/use-localized-path';

export const SiteFooter = () => {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', py: 3, mt: 'auto' }}>
      <Container
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Typography variant="body2">
          {t('footer.copyright', { year: String(new Date().getFullYear()) })}
        </Typography>
        <Link component={RouterLink} to={localized('/privacy')} color="inherit" variant="body2">
          {t('footer.privacy')}
        </Link>
        <Link
          href={SOCIAL_GROUP_URL}
          target="_blank"
          rel="noopener noreferrer"
          color="inherit"
          variant="body2"
        >
          {t('footer.social')}
        </Link>
      </Container>
    </Box>
  );
};
