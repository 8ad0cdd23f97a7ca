import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { NavLink } from 'react-router-dom';
import { selectCurrentUser, selectIsAdmin, selectIsApproved, useAppSelector } from 'shared-api';
import { useLogout } from '../../../hooks/use-logout';
import { accountLinks, ADMIN_LINKS, GUEST_LINKS, MAIN_LINKS, type NavItem } from '../nav-items';

interface NavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

interface LinkListProps {
  heading?: string;
  items: readonly NavItem[];
  onNavigate: () => void;
}

const LinkList = ({ heading, items, onNavigate }: LinkListProps) => (
  <List subheader={heading ? <ListSubheader>{heading}</ListSubheader> : undefined}>
    {items.map((item) => (
      <ListItemButton
        key={item.to}
        component={NavLink}
        to={item.to}
        end={item.to === '/'}
        onClick={onNavigate}
        sx={
          item.highlight
            ? { bgcolor: 'secondary.main', color: 'secondary.contrastText', mx: 1, borderRadius: 1 }
            : { '&[aria-current="page"]': { fontWeight: 'bold', bgcolor: 'action.selected' } }
        }
      >
        <ListItemText primary={item.label} />
      </ListItemButton>
    ))}
  </List>
);

/** The narrow layout (< 992px): every link of the app bar in a drawer that closes on navigation. */
const NavDrawer = ({ id, open, onClose }: NavDrawerProps) => {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const approved = useAppSelector(selectIsApproved);
  const logout = useLogout();

  return (
    <Drawer id={id} anchor="left" open={open} onClose={onClose}>
      <Box component="nav" aria-label="Main" sx={{ width: 280 }}>
        <LinkList items={MAIN_LINKS} onNavigate={onClose} />
        <Divider />
        {user ? (
          <List subheader={<ListSubheader>Hi, {user.firstName}</ListSubheader>}>
            {accountLinks(approved).map((item) => (
              <ListItemButton key={item.to} component={NavLink} to={item.to} onClick={onClose}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
            <ListItemButton
              onClick={() => {
                onClose();
                logout();
              }}
            >
              <ListItemText primary="Logout" />
            </ListItemButton>
          </List>
        ) : (
          <LinkList items={GUEST_LINKS} onNavigate={onClose} />
        )}
        {isAdmin && (
          <>
            <Divider />
            <LinkList heading="Admin" items={ADMIN_LINKS} onNavigate={onClose} />
          </>
        )}
      </Box>
    </Drawer>
  );
};

// Default export: what React.lazy loads (the navbar fetches the drawer when first opened).
export default NavDrawer;
