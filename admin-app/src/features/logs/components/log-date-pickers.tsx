import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import type { DateRange } from '../log-filters';

interface LogDatePickersProps {
  range: DateRange;
  onChange: (range: Partial<DateRange>) => void;
}

// dd/MM/yyyy, clearable, a month grid of at most six weeks.
const PICKER_OPTIONS = {
  format: 'DD/MM/YYYY',
  fixedWeekNumber: 6,
  disableFuture: true,
  slotProps: { field: { clearable: true } },
  sx: { minWidth: 200 },
} as const;

/**
 * The From and To pickers, loaded on demand: they are the heaviest part of the page. They bring
 * their own localization context: Module Federation shares @mui/x-date-pickers by its root only,
 * so these deep imports do not see the shell's provider (docs/decisions.md).
 */
const LogDatePickers = ({ range, onChange }: LogDatePickersProps) => (
  <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
    <DatePicker
      {...PICKER_OPTIONS}
      label="From Date"
      value={range.from}
      maxDate={range.to ?? undefined}
      onChange={(from: Dayjs | null) => onChange({ from })}
    />
    <DatePicker
      {...PICKER_OPTIONS}
      label="To Date"
      value={range.to}
      minDate={range.from ?? undefined}
      onChange={(to: Dayjs | null) => onChange({ to })}
    />
  </LocalizationProvider>
);

export default LogDatePickers;
