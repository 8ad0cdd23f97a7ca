import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useId, useState, type FormEvent } from 'react';
import type { Notification, Tag } from 'shared-api';
import {
  EMPTY_FORM,
  extraTagChoices,
  formFromNotification,
  type NotificationFormValues,
} from '../logic/notification-form';
import { PickersProvider } from './pickers-provider';

const DATE_FORMAT = 'DD/MM/YYYY';

/** What each display tag does on the public site (docs/decisions.md). */
const TAG_HELP: Record<string, string> = {
  HOMEPAGE: 'on the home page',
  NOTIFICATION: 'with HOMEPAGE: as an alert above the home page hero',
  CONVENTION: 'on the convention pages',
};

interface NotificationModalProps {
  /** The notification being edited; a new one when undefined. */
  editing?: Notification;
  tags: readonly Tag[];
  /** Resolves to an error message to show, or null when saved. */
  onSave: (values: NotificationFormValues) => Promise<string | null>;
  onClose: () => void;
}

/** Create and edit, in a static-backdrop modal that cannot close while saving. */
export const NotificationModal = ({ editing, tags, onSave, onClose }: NotificationModalProps) => {
  const titleId = useId();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [values, setValues] = useState<NotificationFormValues>(() =>
    editing ? formFromNotification(editing) : EMPTY_FORM,
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (change: Partial<NotificationFormValues>) =>
    setValues((current) => ({ ...current, ...change }));

  const toggleTag = (code: string, checked: boolean) =>
    set({
      extraTags: checked
        ? [...values.extraTags, code]
        : values.extraTags.filter((c) => c.toUpperCase() !== code.toUpperCase()),
    });
  const hasExtra = (code: string) =>
    values.extraTags.some((c) => c.toUpperCase() === code.toUpperCase());

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const message = await onSave(values);
    if (message) {
      setError(message);
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      fullScreen={narrow}
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (!saving && reason !== 'backdropClick') onClose();
      }}
    >
      {/* noValidate: the form's own message replaces the browser's required-field bubbles. */}
      <Box component="form" noValidate onSubmit={save} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>
          {editing ? 'Edit Notification' : 'Create Notification'}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label="Title"
              required
              value={values.title}
              onChange={(event) => set({ title: event.target.value })}
              disabled={saving}
              autoFocus
              fullWidth
            />
            <TextField
              label="Body"
              helperText="Optional. Simple HTML such as <p>, <strong> and <a> is kept; anything else is removed on save."
              value={values.body}
              onChange={(event) => set({ body: event.target.value })}
              disabled={saving}
              multiline
              minRows={4}
              fullWidth
            />
            <PickersProvider>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <DatePicker
                  label="Valid From"
                  slotProps={{ textField: { required: true } }}
                  format={DATE_FORMAT}
                  value={values.validFrom}
                  onChange={(validFrom) => set({ validFrom })}
                  disabled={saving}
                  fixedWeekNumber={6}
                  sx={{ flex: 1 }}
                />
                <DatePicker
                  label="Valid To"
                  slotProps={{ textField: { required: true } }}
                  format={DATE_FORMAT}
                  value={values.validTo}
                  onChange={(validTo) => set({ validTo })}
                  disabled={saving}
                  fixedWeekNumber={6}
                  minDate={values.validFrom ?? undefined}
                  sx={{ flex: 1 }}
                />
              </Stack>
            </PickersProvider>
            <SwitchRow
              off="Private"
              on="Public"
              label="Visibility"
              checked={values.isPublic}
              disabled={saving}
              onChange={(isPublic) => set({ isPublic })}
            />
            <SwitchRow
              off="Inactive"
              on="Active"
              label="Status"
              checked={values.isActive}
              disabled={saving}
              onChange={(isActive) => set({ isActive })}
            />
            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
              <FormLabel component="legend">Where to show it</FormLabel>
              <FormGroup>
                {extraTagChoices(tags).map((tag) => (
                  <FormControlLabel
                    key={tag.id}
                    control={
                      <Checkbox
                        checked={hasExtra(tag.code)}
                        onChange={(event) => toggleTag(tag.code, event.target.checked)}
                        disabled={saving}
                      />
                    }
                    label={
                      TAG_HELP[tag.code.toUpperCase()]
                        ? `${tag.code} (${TAG_HELP[tag.code.toUpperCase()]})`
                        : tag.code
                    }
                  />
                ))}
              </FormGroup>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {editing ? 'Save Changes' : 'Create Notification'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};

interface SwitchRowProps {
  label: string;
  off: string;
  on: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** A switch between two named states, e.g. Private | Public; it is named after its "on" state. */
const SwitchRow = ({ label, off, on, checked, disabled, onChange }: SwitchRowProps) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <Typography sx={{ minWidth: 80, fontWeight: 600 }}>{label}</Typography>
    <Typography color={checked ? 'text.secondary' : 'text.primary'} aria-hidden>
      {off}
    </Typography>
    <Switch
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      slotProps={{ input: { 'aria-label': on } }}
    />
    <Typography color={checked ? 'text.primary' : 'text.secondary'} aria-hidden>
      {on}
    </Typography>
  </Stack>
);
