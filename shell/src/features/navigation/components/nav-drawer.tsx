import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import { selectCurrentUser, selectIsAdmin, useAppSelector } from 'shared-api';
import { useLogout } from '../../../hooks/use-logout';
import { useT } from '../../../i18n';
import { LanguageSwitch } from '../../../language/language-switch';
import type { RemoteName } from '../../../remote-manifest/read-remotes-manifest';
import { GUEST_LINKS, MAIN_LINKS, type NavItem, type RemoteNavItem } from '../nav-items';
import { useRemoteMenu } from '../remote-nav/use-remote-menu';
import { useLocalizedPath } from '../../../language/use-localized-path';

interface NavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

interface LinkListProps {
  heading?: string;
  items: readonly (RemoteNavItem & Pick<NavItem, 'highlight'>)[];
  onNavigate: () => void;
}

const LinkList = ({ heading, items, onNavigate }: LinkListProps) => (
  <List subheader={heading ? <ListSubheader>{heading}</ListSubheader> : undefined}>
    {items.map((item) => (
      <ListItem key={item.to} disablePadding>
        <ListItemButton
          component={NavLink}
          to={item.to}
          end={item.to === '/'}
          onClick={onNavigate}
          sx={
            item.highlight
              ? {
                  bgcolor: 'secondary.main',
                  color: 'secondary.contrastText',
                  mx: 1,
                  borderRadius: 1,
                }
              : { '&[aria-current="page"]': { fontWeight: 'bold', bgcolor: 'action.selected' } }
          }
        >
          <ListItemText primary={item.label} />
        </ListItemButton>
      </ListItem>
    ))}
  </List>
);

interface RemoteLinksProps {
  remote: RemoteName;
  /** Names each group's list: the remote's group heading, or this when it has none. */
  heading: (group?: string) => string;
  onNavigate: () => void;
}

/** A remote's published entries, a list per group; Retry when they could not be read. */
const RemoteLinks = ({ remote, heading, onNavigate }: RemoteLinksProps) => {
  const { groups, retry } = useRemoteMenu(remote);
  const t = useT();
  if (groups === null) {
    return (
      <List subheader={<ListSubheader>{heading()}</ListSubheader>}>
        <ListItem>
          <ListItemText primary={t('nav.menu.failed')} />
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton onClick={retry}>
            <ListItemText primary={t('common.retry')} />
          </ListItemButton>
        </ListItem>
      </List>
    );
  }
  return groups.map((group) => (
    <LinkList
      key={group.heading ?? ''}
      heading={heading(group.heading)}
      items={group.items}
      onNavigate={onNavigate}
    />
  ));
};

/** While a remote's entries are read: its heading, the place its links will take. */
const LoadingLinks = ({ heading }: { heading: string }) => (
  <List subheader={<ListSubheader>{heading}</ListSubheader>} aria-busy="true" />
);

/** The narrow layout (< 992px): every link of the app bar in a drawer that closes on navigation. */
const NavDrawer = ({ id, open, onClose }: NavDrawerProps) => {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const logout = useLogout();
  const t = useT();
  const localized = useLocalizedPath();
  const translated = (items: readonly NavItem[]) =>
    items.map((item) => ({ ...item, label: t(item.label), to: localized(item.to) }));
  const greeting = user ? t('nav.greeting', { name: user.firstName }) : '';

  return (
    // A modal drawer is a dialog, which a screen reader announces by its name.
    <Drawer
      id={id}
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t('nav.drawer') } }}
    >
      <Box sx={{ px: 2, pt: 2 }}>
        <LanguageSwitch placement="drawer" />
      </Box>
      <Box component="nav" aria-label={t('nav.main')} sx={{ width: 280 }}>
        <LinkList items={translated(MAIN_LINKS)} onNavigate={onClose} />
        <Divider />
        {user ? (
          <>
            <Suspense fallback={<LoadingLinks heading={greeting} />}>
              <RemoteLinks remote="member_app" heading={() => greeting} onNavigate={onClose} />
            </Suspense>
            <List>
              <ListItem disablePadding>
                <ListItemButton
                  onClick={() => {
                    onClose();
                    logout();
                  }}
                >
                  <ListItemText primary={t('nav.logout')} />
                </ListItemButton>
              </ListItem>
            </List>
          </>
        ) : (
          <LinkList items={translated(GUEST_LINKS)} onNavigate={onClose} />
        )}
        {isAdmin && (
          <>
            <Divider />
            <Suspense fallback={<LoadingLinks heading={t('nav.admin')} />}>
              <RemoteLinks
                remote="admin_app"
                heading={(group) => (group ? t('nav.adminGroup', { group }) : t('nav.admin'))}
                onNavigate={onClose}
              />
            </Suspense>
          </>
        )}
      </Box>
    </Drawer>
  );
};

// Default export: what React.lazy loads (the navbar fetches the drawer when first opened).
export default NavDrawer;
