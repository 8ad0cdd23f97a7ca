import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, type ReactNode } from 'react';
import type { Language } from 'shared-api';

/** The organisers' pages are English: the languages by their English names. */
export const LANGUAGE_TAB_NAMES: Record<Language, string> = {
  en: 'English',
  nl: 'Dutch',
  fr: 'French',
};

const ORDER: readonly Language[] = ['en', 'nl', 'fr'];

interface LanguageTabsProps {
  /** The tab list's name for a screen reader, e.g. 'Template language'. */
  label: string;
  value: Language;
  onChange: (language: Language) => void;
  /** Languages whose fields hold an error: their tab says so. */
  flagged?: readonly Language[];
  /** The shown language's fields. */
  children: ReactNode;
}

/**
 * One text in English, Dutch and French: a tab per language and the chosen one's fields under
 * them. Only the shown language's fields are mounted; the form keeps the others' values.
 */
export const LanguageTabs = ({
  label,
  value,
  onChange,
  flagged = [],
  children,
}: LanguageTabsProps) => {
  const id = useId();
  return (
    <Box>
      <Tabs
        value={value}
        onChange={(_event, next: Language) => onChange(next)}
        aria-label={label}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {ORDER.map((language) => {
          const hasError = flagged.includes(language);
          return (
            <Tab
              key={language}
              value={language}
              id={`${id}-${language}-tab`}
              aria-controls={`${id}-${language}-panel`}
              label={
                hasError ? `${LANGUAGE_TAB_NAMES[language]} (error)` : LANGUAGE_TAB_NAMES[language]
              }
              sx={hasError ? { color: 'error.main' } : undefined}
            />
          );
        })}
      </Tabs>
      <Box role="tabpanel" id={`${id}-${value}-panel`} aria-labelledby={`${id}-${value}-tab`}>
        {children}
      </Box>
    </Box>
  );
};
