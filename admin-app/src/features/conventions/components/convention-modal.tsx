import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { useId, useState, type FormEvent } from 'react';
import {
  CONVENTION_DATES_REQUIRED,
  getErrorMessage,
  SEASONS,
  useCreateConventionMutation,
  useUpdateConventionMutation,
  useUpdateSessionMutation,
  type Convention,
  type Season,
} from 'shared-api';
import { createConventionRequestSchema } from 'shared-api/contract';
import { changedSessions, type SessionTimes } from '../logic/changed-sessions';
import { fromWire, toWire } from '../logic/wire-dates';
import { PICKER_COMMON } from './picker-options';
import { PickersProvider } from './pickers-provider';
import { SessionTimesEditor } from './session-times-editor';

export const MODAL_SAVE_FAILED = 'An unknown error occurred.';
const DATE_FORMAT = 'DD/MM/YYYY';

export interface ConventionModalProps {
  /** Edit this convention; create a new one when absent. */
  convention?: Convention;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Create with name, dates, season and registration (defaults SPRING,
 * closed); edit only the name and session times. Static backdrop; nothing closes it while saving.
 */
export const ConventionModal = ({ convention, onClose, onSaved }: ConventionModalProps) => {
  const editing = convention !== undefined;
  const titleId = useId();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [name, setName] = useState(convention?.name ?? '');
  const [startDate, setStartDate] = useState<Dayjs | null>(fromWire(convention?.startDate ?? null));
  const [endDate, setEndDate] = useState<Dayjs | null>(fromWire(convention?.endDate ?? null));
  const [season, setSeason] = useState<Season>(convention?.season ?? 'SPRING');
  const [registrationOpen, setRegistrationOpen] = useState(convention?.registrationOpen ?? false);
  const [sessionTimes, setSessionTimes] = useState<Record<number, SessionTimes>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [createConvention] = useCreateConventionMutation();
  const [updateConvention] = useUpdateConventionMutation();
  const [updateSession] = useUpdateSessionMutation();

  const create = async () => {
    if (!startDate?.isValid() || !endDate?.isValid()) throw new Error(CONVENTION_DATES_REQUIRED);
    const parsed = createConventionRequestSchema.safeParse({
      name,
      startDate: toWire(startDate),
      endDate: toWire(endDate),
      season,
      isRegistrationOpen: registrationOpen,
    });
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
    await createConvention(parsed.data).unwrap();
  };

  const update = async (current: Convention) => {
    if (name.trim() !== current.name) {
      await updateConvention({
        conventionId: current.id,
        name: name.trim(),
        isActive: current.isActive,
      }).unwrap();
    }
    for (const change of changedSessions(current.sessions, sessionTimes)) {
      await updateSession(change).unwrap();
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaving(true);
    try {
      await (convention ? update(convention) : create());
      onSaved();
    } catch (caught) {
      setError(getErrorMessage(caught, MODAL_SAVE_FAILED));
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      fullScreen={narrow}
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (!saving && reason !== 'backdropClick') onClose();
      }}
      slotProps={{ paper: { component: 'form', onSubmit: save } }}
    >
      <DialogTitle id={titleId}>
        {editing ? 'Edit Convention' : 'Create New Convention'}
      </DialogTitle>
      <DialogContent dividers>
        <PickersProvider>
          <Stack spacing={2.5}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label="Convention Name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              disabled={saving}
              autoFocus
              fullWidth
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DatePicker
                {...PICKER_COMMON}
                label="Start Date"
                format={DATE_FORMAT}
                value={startDate}
                onChange={setStartDate}
                disabled={saving || editing}
                sx={{ flex: 1 }}
              />
              <DatePicker
                {...PICKER_COMMON}
                label="End Date"
                format={DATE_FORMAT}
                value={endDate}
                onChange={setEndDate}
                disabled={saving || editing}
                sx={{ flex: 1 }}
              />
            </Stack>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: 'center' }}
            >
              <TextField
                select
                label="Season"
                value={season}
                onChange={(event) => setSeason(event.target.value as Season)}
                disabled={saving || editing}
                sx={{ flex: 1, alignSelf: 'stretch' }}
              >
                {SEASONS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {value === 'SPRING' ? 'Spring' : 'Winter'}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                sx={{ flex: 1 }}
                control={
                  <Switch
                    checked={registrationOpen}
                    onChange={(event) => setRegistrationOpen(event.target.checked)}
                    disabled={saving || editing}
                  />
                }
                label="Registration Open"
              />
            </Stack>
            {convention && (
              <SessionTimesEditor
                sessions={convention.sessions}
                times={sessionTimes}
                disabled={saving}
                onChange={(sessionId, times) =>
                  setSessionTimes((current) => ({ ...current, [sessionId]: times }))
                }
              />
            )}
          </Stack>
        </PickersProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          {editing ? 'Save Changes' : 'Create Convention'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
