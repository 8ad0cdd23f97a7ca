import Button from '@mui/material/Button';
import { NavLink } from 'react-router-dom';
import { selectCurrentUser, selectIsAdmin, useAppSelector } from 'shared-api';
import { useLogout } from '../../../hooks/use-logout';
import { GUEST_LINKS } from '../nav-items';
import { focusRing } from './focus-ring';
import { NavMenu } from './nav-menu';
import { UnreadEnvelope } from './unread-envelope';

/** The right-hand side of the wide layout: Login and Sign Up, or the user's (and admin's) menus. */
export const AccountLinks = () => {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const logout = useLogout();

  if (!user) {
    return GUEST_LINKS.map((item) => (
      <Button key={item.to} component={NavLink} to={item.to} color="inherit" sx={{ ...focusRing }}>
        {item.label}
      </Button>
    ));
  }
  return (
    <>
      {isAdmin && <NavMenu id="admin" label="Admin" remote="admin_app" />}
      <UnreadEnvelope />
      <NavMenu id="account" label={`Hi, ${user.firstName}`} remote="member_app" onLogout={logout} />
    </>
  );
};
