import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export const PageSpinner = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 8 }}>
    <CircularProgress aria-label="Loading..." />
  </Box>
);
