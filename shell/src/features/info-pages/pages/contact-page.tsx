import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { hasRole, selectCurrentUser, selectIsApproved, useAppSelector } from 'shared-api';
import { SOCIAL_GROUP_URL } from '../../../site';
import { InfoPage } from '../components/info-page';
import { P } from '../components/text';

/**
 * A stub saying that contact information is coming soon. Contact Us (the member area's form) is
 * offered to visitors, who are asked to log in, and to approved members; a member whose account
 * awaits approval (or is suspended) cannot open it, so it is not offered to them.
 */
export const ContactPage = () => {
  const user = useAppSelector(selectCurrentUser);
  const approved = useAppSelector(selectIsApproved);
  const suspended = user !== null && hasRole(user.roles, 'SUSPENDED');
  const canUseContactUs = user === null || approved;
  return (
    <InfoPage title="Contact" lead="Our contact information is coming soon.">
      {canUseContactUs ? (
        <P>
          In the meantime, members who are signed in can reach the organisers through Contact Us,
          and everyone can follow the club&apos;s news in our social group.
        </P>
      ) : (
        <P>
          In the meantime, you can reach the organisers and follow the club&apos;s news in our
          social group.
          {!suspended &&
            ' Once an administrator has approved your account, you can also write to them through Contact Us.'}
        </P>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        {canUseContactUs && (
          <Button component={RouterLink} to="/contact-us" variant="contained">
            Contact Us (members)
          </Button>
        )}
        <Button
          href={SOCIAL_GROUP_URL}
          target="_blank"
          rel="noopener noreferrer"
          variant={canUseContactUs ? 'outlined' : 'contained'}
        >
          Our social group
        </Button>
      </Stack>
    </InfoPage>
  );
};
