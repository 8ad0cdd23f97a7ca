import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from 'shared-api';
import { useLanguage } from 'shared-ui';
import { useHydrated } from '../hooks/use-hydrated';
import { useT } from '../i18n';
import { useChooseLanguage } from './use-choose-language';

const ON_APP_BAR = {
  color: 'inherit',
  bgcolor: 'transparent',
  borderColor: 'rgba(255, 255, 255, 0.6)',
  '&:focus-visible': { outline: '3px solid', outlineColor: 'common.white', outlineOffset: '2px' },
} as const;

const ON_PAPER = {
  color: 'text.primary',
  bgcolor: 'background.paper',
  borderColor: 'divider',
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
} as const;

/**
 * The language switch: each language under its own name, in that language (`lang`), so a reader
 * finds theirs whatever the page is in. A native select: the keyboard, the phone's own picker and
 * screen readers work as everywhere, and it adds no script. On a prerendered page it waits for
 * React, which alone can act on a choice: one made before would show the language without it.
 */
export const LanguageSwitch = ({ placement }: { placement: 'app-bar' | 'drawer' }) => {
  const t = useT();
  const { language } = useLanguage();
  const choose = useChooseLanguage();
  const hydrated = useHydrated();
  return (
    <Box
      component="select"
      aria-label={t('language.switch.label')}
      disabled={!hydrated}
      value={language}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => {
        const chosen = event.target.value;
        if (isLanguage(chosen)) {
          choose(chosen, { save: true }).catch((error: unknown) =>
            console.error('The language could not be shown.', error),
          );
        }
      }}
      sx={{
        font: 'inherit',
        fontSize: '0.875rem',
        border: 1,
        borderRadius: 1,
        py: 0.5,
        px: 1,
        cursor: 'pointer',
        ...(placement === 'app-bar' ? ON_APP_BAR : ON_PAPER),
        // The open list is drawn by the browser, on its own light background.
        '& option': { color: 'text.primary', bgcolor: 'background.paper' },
      }}
    >
      {LANGUAGES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LANGUAGE_NAMES[option]}
        </option>
      ))}
    </Box>
  );
};
