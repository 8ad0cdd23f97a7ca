import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import 'dayjs/locale/en-gb';
import type { ReactNode } from 'react';

/**
 * The localization context the date pickers need, day first as in Belgium. A picker finds only the
 * context of its own copy of @mui/x-date-pickers, so the pickers a page shows come from this entry
 * too (./index.ts), never from a remote's own import.
 */
export const PickersProvider = ({ children }: { children: ReactNode }) => (
  <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
    {children}
  </LocalizationProvider>
);
