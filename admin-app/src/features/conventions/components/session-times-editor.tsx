import { Box, Stack, Typography } from '@mui/material';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { compareSessionsForDisplay, type Session } from 'shared-api';
import type { SessionTimes } from '../logic/changed-sessions';
import { fromWire, toWire } from '../logic/wire-dates';
import { PICKER_COMMON } from './picker-options';

export interface SessionTimesEditorProps {
  sessions: readonly Session[];
  times: Readonly<Record<number, SessionTimes>>;
  disabled: boolean;
  onChange: (sessionId: number, times: SessionTimes) => void;
}

const DATE_TIME_FORMAT = 'DD/MM/YYYY, HH:mm';

/** Edit mode: each session's start and end (the end may be cleared), Friday to Monday. */
export const SessionTimesEditor = ({
  sessions,
  times,
  disabled,
  onChange,
}: SessionTimesEditorProps) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
    <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
      Sessions
    </Typography>
    <Stack spacing={2}>
      {[...sessions].sort(compareSessionsForDisplay).map((session) => {
        const current: SessionTimes = times[session.id] ?? {
          startDateTime: session.startDateTime,
          endDateTime: session.endDateTime,
        };
        return (
          <Box key={session.id}>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>{session.name}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DateTimePicker
                {...PICKER_COMMON}
                label={`${session.name} start`}
                format={DATE_TIME_FORMAT}
                ampm={false}
                timeSteps={{ minutes: 30 }}
                disabled={disabled}
                value={fromWire(current.startDateTime)}
                onChange={(value) => {
                  if (value?.isValid()) {
                    onChange(session.id, { ...current, startDateTime: toWire(value) });
                  }
                }}
                sx={{ flex: 1 }}
              />
              <DateTimePicker
                {...PICKER_COMMON}
                label={`${session.name} end`}
                format={DATE_TIME_FORMAT}
                ampm={false}
                timeSteps={{ minutes: 30 }}
                disabled={disabled}
                value={fromWire(current.endDateTime)}
                onChange={(value) => {
                  if (value === null || value.isValid()) {
                    onChange(session.id, {
                      ...current,
                      endDateTime: value === null ? null : toWire(value),
                    });
                  }
                }}
                slotProps={{ field: { clearable: true } }}
                sx={{ flex: 1 }}
              />
            </Stack>
          </Box>
        );
      })}
    </Stack>
  </Box>
);
