import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import 'dayjs/locale/en-gb';
import type { ReactNode } from 'react';

/**
 * The pickers need a localization context from their own copy of @mui/x-date-pickers: Module
 * Federation shares the package root only, so the shell's provider (a deep import) is not seen here.
 */
export const PickersProvider = ({ children }: { children: ReactNode }) => (
  <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
    {children}
  </LocalizationProvider>
);
