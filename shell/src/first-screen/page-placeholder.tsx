import Box from '@mui/material/Box';

/**
 * Stands in for a page that is not ready: empty and one screen high, so that the footer stays out
 * of sight and nothing on screen moves when the page appears.
 */
export const PagePlaceholder = () => <Box sx={{ minHeight: '100vh' }} aria-busy="true" />;
