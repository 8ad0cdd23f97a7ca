import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import type { NavItem } from '../nav-items';

export interface NavMenuPopupProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  items: readonly NavItem[];
  onLogout?: () => void;
}

/** The open part of a NavMenu; MUI's Menu gives it arrow-key navigation and Escape. */
const NavMenuPopup = ({ id, buttonId, anchor, onClose, items, onLogout }: NavMenuPopupProps) => (
  <Menu
    id={id}
    anchorEl={anchor}
    open={anchor !== null}
    onClose={onClose}
    slotProps={{ list: { 'aria-labelledby': buttonId } }}
  >
    {items.map((item) => (
      <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={onClose}>
        {item.label}
      </MenuItem>
    ))}
    {onLogout && <Divider />}
    {onLogout && (
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        Logout
      </MenuItem>
    )}
  </Menu>
);

// Default export: what React.lazy loads.
export default NavMenuPopup;
