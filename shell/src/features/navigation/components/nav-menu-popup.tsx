import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import type { RemoteName } from '../../../remote-manifest/read-remotes-manifest';
import { useT } from '../../../i18n';
import { useRemoteMenu } from '../remote-nav/use-remote-menu';

export interface NavMenuPopupProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The remote whose published entries the menu lists. */
  remote: RemoteName;
  onLogout?: () => void;
}

/**
 * The open part of a NavMenu; MUI's Menu gives it arrow-key navigation and Escape. It opens once
 * the remote's entries are read, so that the first entry takes the focus as the menu opens.
 */
const NavMenuPopup = ({ id, buttonId, anchor, onClose, remote, onLogout }: NavMenuPopupProps) => {
  const { groups, retry } = useRemoteMenu(remote);
  const t = useT();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {groups === null && [
        <ListSubheader key="failed" role="presentation" sx={{ lineHeight: 2.5 }}>
          {t('nav.menu.failed')}
        </ListSubheader>,
        <MenuItem key="retry" onClick={retry}>
          {t('common.retry')}
        </MenuItem>,
      ]}
      {groups?.map(({ heading, items }, index) => [
        index > 0 && <Divider key={`divider-${heading}`} />,
        // A menu holds menu items only: the heading is read as the text before its group.
        heading && (
          <ListSubheader key={heading} role="presentation" sx={{ lineHeight: 2.5 }}>
            {heading}
          </ListSubheader>
        ),
        ...items.map((item) => (
          <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={onClose}>
            {item.label}
          </MenuItem>
        )),
      ])}
      {onLogout && <Divider />}
      {onLogout && (
        <MenuItem
          onClick={() => {
            onClose();
            onLogout();
          }}
        >
          {t('nav.logout')}
        </MenuItem>
      )}
    </Menu>
  );
};

// Default export: what React.lazy loads.
export default NavMenuPopup;
