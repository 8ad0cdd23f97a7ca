import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useT } from '../../../page-i18n';

// Pixel strings: in sx a bare 1 would mean 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A link off the site: a new tab, without giving that page a handle on ours. */
export const ExternalLink = ({ href, children }: { href: string; children?: ReactNode }) => {
  const t = useT();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <OpenInNewIcon aria-hidden sx={{ fontSize: '0.9em', ml: 0.5, verticalAlign: '-0.1em' }} />
      <Box component="span" sx={visuallyHidden}>
        {' '}
        {t('info.newTab')}
      </Box>
    </Link>
  );
};
