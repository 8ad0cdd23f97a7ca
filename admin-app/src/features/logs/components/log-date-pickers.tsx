import type { Dayjs } from 'dayjs';
import { DatePicker, PickersProvider } from 'shared-ui/pickers';
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

/** The From and To pickers, loaded on demand: they are the heaviest part of the page. */
const LogDatePickers = ({ range, onChange }: LogDatePickersProps) => (
  <PickersProvider>
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
  </PickersProvider>
);

export default LogDatePickers;
