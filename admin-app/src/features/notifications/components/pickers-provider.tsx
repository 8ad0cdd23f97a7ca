import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import 'dayjs/locale/en-gb';
import type { ReactNode } from 'react';

/**
 * Module Federation shares @mui/x-date-pickers by its root only, so the pickers imported here by
 * deep path do not see the shell's localization context: they get one of their own.
 */
export const PickersProvider = ({ children }: { children: ReactNode }) => (
  <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
    {children}
  </LocalizationProvider>
);
