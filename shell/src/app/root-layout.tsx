import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useSessionRefresh } from 'shared-api';
import { useSessionNotices } from '../features/auth/hooks/use-session-notices';
import { Navbar, SiteFooter } from '../features/navigation';
import { PagePlaceholder } from '../first-screen';
import { useT } from '../i18n';
import { useAccountLanguage } from '../language/use-account-language';
import { useScrollRestoration } from './use-scroll-restoration';

const MAIN_ID = 'main-content';

/** Every page: the header with the navbar, the page itself in <main>, the footer. */
export const RootLayout = () => {
  useSessionNotices();
  // Roles, approval and permissions as they are now, on each load and when the window gets focus.
  useSessionRefresh();
  useScrollRestoration();
  useAccountLanguage();
  const t = useT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {t('nav.skip')}
      </Link>
      <Navbar />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {/* While a page's own chunk downloads (the forms, the status pages). */}
        <Suspense fallback={<PagePlaceholder spinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
};
