import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export const NotFoundPage = () => (
  <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
    <Typography variant="h3" component="h1" gutterBottom>
      Page Not Found
    </Typography>
    <Typography sx={{ mb: 3 }}>The page you are looking for does not exist.</Typography>
    <Button component={RouterLink} to="/" variant="contained">
      Return to Home
    </Button>
  </Container>
);
