import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { hasRole, selectCurrentUser, selectIsApproved, useAppSelector } from 'shared-api';
import { useT } from '../../../page-i18n';
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
  const t = useT();
  return (
    <InfoPage title={t('contact.title')} lead={t('contact.lead')}>
      {canUseContactUs ? (
        <P>{t('contact.open')}</P>
      ) : (
        <P>
          {t('contact.closed')}
          {!suspended && ` ${t('contact.afterApproval')}`}
        </P>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        {canUseContactUs && (
          <Button component={RouterLink} to="/contact-us" variant="contained">
            {t('contact.contactUs')}
          </Button>
        )}
        <Button
          href={SOCIAL_GROUP_URL}
          target="_blank"
          rel="noopener noreferrer"
          variant={canUseContactUs ? 'outlined' : 'contained'}
        >
          {t('contact.socialGroup')}
        </Button>
      </Stack>
    </InfoPage>
  );
};
