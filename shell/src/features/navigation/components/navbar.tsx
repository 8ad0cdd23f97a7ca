import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n';
import { LanguageSwitch } from '../../../language/language-switch';
import { useUnreadWatcher } from '../hooks/use-unread-watcher';
import { useWideLayout } from '../hooks/use-wide-layout';
import { AccountLinks } from './account-links';
import { focusRing } from './focus-ring';
import { lazyPanel } from './lazy-panel';
import { MainLinks } from './main-links';
import { UnreadEnvelope } from './unread-envelope';
import { useLocalizedPath } from '../../../language/use-localized-path';

const DRAWER_ID = 'navigation-drawer';

const { Panel: NavDrawer, preload: preloadDrawer } = lazyPanel(() => import('./nav-drawer'));

// Below the wide layout the links move into a drawer. Where the width is not known
// (useWideLayout), both layouts are drawn and these rules, at the same breakpoint, show one.
const NARROW_ONLY = { display: { lg: 'none' } } as const;
const WIDE_ONLY = { display: { xs: 'none', lg: 'flex' } } as const;

export const Navbar = () => {
  const wide = useWideLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so that closing still plays the exit transition.
  const [drawerUsed, setDrawerUsed] = useState(false);
  useUnreadWatcher();
  const t = useT();
  const localized = useLocalizedPath();

  return (
    <AppBar component="header" position="sticky">
      <Toolbar sx={{ gap: 1 }}>
        {wide !== true && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('nav.openMenu')}
            aria-controls={DRAWER_ID}
            aria-expanded={drawerOpen}
            onPointerEnter={preloadDrawer}
            onFocus={preloadDrawer}
            onClick={() => {
              setDrawerOpen(true);
              setDrawerUsed(true);
            }}
            sx={{ ...NARROW_ONLY, ...focusRing }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to={localized('/')}
          color="inherit"
          underline="none"
          variant="h6"
          sx={{ fontWeight: 700, mr: 2, whiteSpace: 'nowrap', ...focusRing }}
        >
          18xx Belgium
        </Link>
        {wide !== false && (
          <Box
            component="nav"
            aria-label={t('nav.main')}
            sx={{ ...WIDE_ONLY, alignItems: 'center', gap: 0.5, flexGrow: 1 }}
          >
            <MainLinks />
            <Box sx={{ flexGrow: 1 }} />
            <AccountLinks />
            <LanguageSwitch placement="app-bar" />
          </Box>
        )}
        {wide !== true && (
          <Box sx={{ ...NARROW_ONLY, ml: 'auto' }}>
            <UnreadEnvelope />
          </Box>
        )}
      </Toolbar>
      {wide !== true && drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer id={DRAWER_ID} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
};
