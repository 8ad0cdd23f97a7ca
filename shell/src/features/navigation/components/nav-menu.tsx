import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import { Suspense, useState, type MouseEvent } from 'react';
import type { NavItem } from '../nav-items';
import { focusRing } from './focus-ring';
import { lazyPanel } from './lazy-panel';

const { Panel: NavMenuPopup, preload } = lazyPanel(() => import('./nav-menu-popup'));

interface NavMenuProps {
  id: string;
  label: string;
  items: readonly NavItem[];
  /** Adds a Logout entry after the links. */
  onLogout?: () => void;
}

/** A button opening a menu of links; the menu itself is loaded when first opened. */
export const NavMenu = ({ id, label, items, onLogout }: NavMenuProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that closing still plays the exit transition.
  const [used, setUsed] = useState(false);
  const open = anchor !== null;
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
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setAnchor(event.currentTarget);
          setUsed(true);
        }}
        endIcon={<ArrowDropDownIcon />}
        sx={{ whiteSpace: 'nowrap', ...focusRing }}
      >
        {label}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <NavMenuPopup
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            items={items}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  );
};
