import Button from '@mui/material/Button';
import { NavLink } from 'react-router-dom';
import { useT } from '../../../i18n';
import { MAIN_LINKS } from '../nav-items';
import { focusRing } from './focus-ring';
import { useLocalizedPath } from '../../../language/use-localized-path';

/** The public links of the wide layout; the current page is marked for sighted and AT users alike. */
export const MainLinks = () => {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <>
      {MAIN_LINKS.map((item) => (
        <Button
          key={item.to}
          component={NavLink}
          to={localized(item.to)}
          end={item.to === '/'}
          color={item.highlight ? 'secondary' : 'inherit'}
          variant={item.highlight ? 'contained' : 'text'}
          sx={{
            whiteSpace: 'nowrap',
            // Room for the account menus between 992px and 1200px.
            ...(item.highlight ? {} : { px: { lg: 0.75, xl: 1 } }),
            '&[aria-current="page"]:not(.MuiButton-contained)': {
              textDecoration: 'underline',
              textUnderlineOffset: '6px',
            },
            ...focusRing,
          }}
        >
          {t(item.label)}
        </Button>
      ))}
    </>
  );
};
