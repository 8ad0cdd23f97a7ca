import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { SEARCH_MAX_LENGTH } from 'shared-api/contract';
import { useUrlParam } from './use-url-param';

/** Typing waits this long before the list is asked again. */
export const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  /** Said by screen readers and shown as the field's label: 'Search registrations'. */
  label: string;
  /** What the search looks in: 'Name, email or car plate'. */
  hint: string;
}

/**
 * The search of an admin list, kept in the address as ?search=: the server searches, accents and
 * case ignored. Full width on a phone; Enter searches at once.
 */
export const SearchBox = ({ label, hint }: SearchBoxProps) => {
  const [search, setSearch] = useUrlParam('search');
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);

  // Back and forward (or a link) change the address: the field follows, unless it is what was
  // typed (a space typed last stays).
  if (shown !== search) {
    setShown(search);
    if (text.trim() !== search) setText(search);
  }

  useEffect(() => {
    if (text.trim() === search) return undefined;
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, setSearch]);

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      helperText={hint}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') setSearch(text.trim());
      }}
      autoComplete="off"
      sx={{ width: { xs: '100%', sm: 420 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
        htmlInput: { enterKeyHint: 'search', maxLength: SEARCH_MAX_LENGTH },
      }}
    />
  );
};
