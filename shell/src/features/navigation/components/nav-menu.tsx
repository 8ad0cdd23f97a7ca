import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import { Suspense, useState, type MouseEvent } from 'react';
import type { RemoteName } from '../../../remote-manifest/read-remotes-manifest';
import { focusRing } from './focus-ring';
import { lazyPanel } from './lazy-panel';

const { Panel: NavMenuPopup, preload } = lazyPanel(() => import('./nav-menu-popup'));

interface NavMenuProps {
  id: string;
  label: string;
  /** The remote whose published entries the menu lists, read when the menu first opens. */
  remote: RemoteName;
  /** Adds a Logout entry after the links. */
  onLogout?: () => void;
}

/** A button opening a menu of links; the menu and its entries are loaded when first opened. */
export const NavMenu = ({ id, label, remote, onLogout }: NavMenuProps) => {
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
            remote={remote}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  );
};
