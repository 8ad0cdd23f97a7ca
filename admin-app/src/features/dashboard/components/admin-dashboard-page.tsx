import { Container, Typography } from '@mui/material';

export const AdminDashboardPage = () => (
  <Container sx={{ py: { xs: 3, md: 5 } }}>
    <Typography variant="h3" component="h1" gutterBottom>
      Administrative Tools
    </Typography>
    <Typography>All administrative tools and features are available in the Admin menu.</Typography>
  </Container>
);
