import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { SOCIAL_GROUP_URL } from '../../../site';
import { InfoPage } from '../components/info-page';
import { P } from '../components/text';

/** A stub saying that contact information is coming soon. */
export const ContactPage = () => (
  <InfoPage title="Contact" lead="Our contact information is coming soon.">
    <P>
      In the meantime, members who are signed in can reach the organisers through Contact Us, and
      everyone can follow the club&apos;s news in our social group.
    </P>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
      <Button component={RouterLink} to="/contact-us" variant="contained">
        Contact Us (members)
      </Button>
      <Button href={SOCIAL_GROUP_URL} target="_blank" rel="noopener noreferrer" variant="outlined">
        Our social group
      </Button>
    </Stack>
  </InfoPage>
);
