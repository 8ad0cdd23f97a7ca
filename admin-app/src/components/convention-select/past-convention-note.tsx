import Alert from '@mui/material/Alert';
import { PAST_CONVENTION_READ_ONLY } from 'shared-api';

/** Said above a past convention's lists, whose changing buttons are gone: the server refuses them. */
export const PastConventionNote = () => (
  <Alert severity="info" sx={{ mb: 3 }}>
    {PAST_CONVENTION_READ_ONLY}
  </Alert>
);
