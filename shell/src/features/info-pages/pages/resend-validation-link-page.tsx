import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { InfoPage } from '../components/info-page';
import { P } from '../components/text';

/** A stub page. */
export const ResendValidationLinkPage = () => (
  <InfoPage
    title="Resend Validation Link"
    lead="Requesting a new validation link from this page is coming soon."
  >
    <P>
      Until then, log in: the Account Pending page asks for the validation code from your email and
      has a link to send you a new one.
    </P>
    <Button component={RouterLink} to="/login" variant="contained" sx={{ mt: 2 }}>
      Go to Login
    </Button>
  </InfoPage>
);
