import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import type { DateRange } from '../log-filters';

const LogDatePickers = lazy(() => import('./log-date-pickers'));

interface LogFilterBarProps {
  range: DateRange;
  onChange: (range: Partial<DateRange>) => void;
  onFilter: () => void;
  onReset: () => void;
}

const PickerPlaceholder = () => (
  <>
    <Skeleton variant="rounded" width={200} height={56} />
    <Skeleton variant="rounded" width={200} height={56} />
  </>
);

export const LogFilterBar = ({ range, onChange, onFilter, onReset }: LogFilterBarProps) => (
  <Stack
    component="form"
    aria-label="Filter logs"
    direction={{ xs: 'column', sm: 'row' }}
    spacing={2}
    useFlexGap
    sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', mb: 3 }}
    onSubmit={(event) => {
      event.preventDefault();
      onFilter();
    }}
  >
    <Suspense fallback={<PickerPlaceholder />}>
      <LogDatePickers range={range} onChange={onChange} />
    </Suspense>
    <Stack direction="row" spacing={1}>
      <Button type="submit" variant="contained">
        Filter
      </Button>
      <Button type="button" variant="outlined" onClick={onReset}>
        Reset
      </Button>
    </Stack>
  </Stack>
);
