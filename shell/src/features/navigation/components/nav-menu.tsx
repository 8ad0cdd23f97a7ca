import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { NavItem } from '../nav-items';
import { focusRing } from './focus-ring';

interface NavMenuProps {
  id: string;
  label: string;
  items: readonly NavItem[];
  /** Adds a Logout entry after the links. */
  onLogout?: () => void;
}

/** A button opening a menu of links; MUI's Menu gives it arrow-key navigation and Escape. */
export const NavMenu = ({ id, label, items, onLogout }: NavMenuProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        endIcon={<ArrowDropDownIcon />}
        sx={{ whiteSpace: 'nowrap', ...focusRing }}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {items.map((item) => (
          <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={close}>
            {item.label}
          </MenuItem>
        ))}
        {onLogout && <Divider />}
        {onLogout && (
          <MenuItem
            onClick={() => {
              close();
              onLogout();
            }}
          >
            Logout
          </MenuItem>
        )}
      </Menu>
    </>
  );
};
