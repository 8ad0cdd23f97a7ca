import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { selectCurrentUser, useAppSelector } from 'shared-api';
import { useT } from '../../../i18n';
import { ageFromYearOfBirth } from '../age';
import { CalendarFeed } from './calendar-feed';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { LogOutEverywhere } from './log-out-everywhere';
import { MessageMailSetting } from './message-mail-setting';
import { MyData } from './my-data';
import { ProfileDetailsForm } from './profile-details-form';

/**
 * /profile: what the login token says about the signed-in user, and where they change it: their
 * details, email address and password, email settings and 'Log out everywhere'.
 */
export const ProfilePage = () => {
  const t = useT();
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  const rows: [string, string][] = [
    [t('profile.name'), `${user.firstName} ${user.lastName}`],
    [t('profile.email'), user.email],
    [t('profile.age'), ageFromYearOfBirth(user.yearOfBirth)],
    [t('profile.nationality'), user.nationality || '-'],
  ];
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('profile.heading')}
      </Typography>
      <Card>
        <CardContent>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.5, sm: 2 },
              m: 0,
            }}
          >
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600, mt: { xs: 1.5, sm: 0 } }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      {/* Keyed by the stored values: a saved change (new token) starts the form from them. */}
      <ProfileDetailsForm
        key={[user.firstName, user.lastName, user.yearOfBirth, user.nationality].join('|')}
        user={user}
      />
      <ChangeEmailForm email={user.email} />
      <ChangePasswordForm />
      <CalendarFeed />
      <MessageMailSetting />
      <LogOutEverywhere />
      <MyData />
    </Container>
  );
};
