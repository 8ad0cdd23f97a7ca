import Button from '@mui/material/Button';
import { NavLink } from 'react-router-dom';
import { selectCurrentUser, selectIsAdmin, useAppSelector } from 'shared-api';
import { useLogout } from '../../../hooks/use-logout';
import { useT } from '../../../i18n';
import { GUEST_LINKS } from '../nav-items';
import { focusRing } from './focus-ring';
import { NavMenu } from './nav-menu';
import { UnreadEnvelope } from './unread-envelope';
import { useLocalizedPath } from '../../../language/use-localized-path';

/** The right-hand side of the wide layout: Login and Sign Up, or the user's (and admin's) menus. */
export const AccountLinks = () => {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const logout = useLogout();
  const t = useT();
  const localized = useLocalizedPath();

  if (!user) {
    return GUEST_LINKS.map((item) => (
      <Button
        key={item.to}
        component={NavLink}
        to={localized(item.to)}
        color="inherit"
        sx={{ ...focusRing }}
      >
        {t(item.label)}
      </Button>
    ));
  }
  return (
    <>
      {isAdmin && <NavMenu id="admin" label={t('nav.admin')} remote="admin_app" />}
      <UnreadEnvelope />
      <NavMenu
        id="account"
        label={t('nav.greeting', { name: user.firstName })}
        remote="member_app"
        onLogout={logout}
      />
    </>
  );
};
