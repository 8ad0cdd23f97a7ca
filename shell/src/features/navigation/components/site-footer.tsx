import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SOCIAL_GROUP_URL } from '../../../site';

export const SiteFooter = () => (
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
      <Typography variant="body2">© {new Date().getFullYear()} 18xx Belgium</Typography>
      <Link component={RouterLink} to="/privacy" color="inherit" variant="body2">
        Privacy notice
      </Link>
      <Link
        href={SOCIAL_GROUP_URL}
        target="_blank"
        rel="noopener noreferrer"
        color="inherit"
        variant="body2"
      >
        Join our social group
      </Link>
    </Container>
  </Box>
);
