import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { AuditFilterField, AuditFilterValues } from '../logic/audit-filters';
import { AUDIT_FILTER_FIELDS, EMPTY_AUDIT_FILTER } from '../logic/audit-filters';

const FIELDS: { field: AuditFilterField; label: string; hint: string; type?: string }[] = [
  { field: 'actor', label: 'Who', hint: 'Name or email' },
  { field: 'action', label: 'Did what', hint: 'e.g. registration, payment, login' },
  { field: 'object', label: 'To what', hint: 'A name, an invoice number or a kind' },
  { field: 'from', label: 'From', hint: 'Brussels day, included', type: 'date' },
  { field: 'to', label: 'To', hint: 'Brussels day, included', type: 'date' },
];

interface AuditFilterFormProps {
  filter: AuditFilterValues;
  onFilter: (filter: AuditFilterValues) => void;
}

/** The trail's filter: applied with Enter or the Filter button; Reset shows everything again. */
export const AuditFilterForm = ({ filter, onFilter }: AuditFilterFormProps) => {
  const [draft, setDraft] = useState(filter);
  const [shown, setShown] = useState(filter);

  // Back and forward (or a link) change the address: the fields follow.
  if (AUDIT_FILTER_FIELDS.some((field) => shown[field] !== filter[field])) {
    setShown(filter);
    setDraft(filter);
  }
  return (
    <Stack
      component="form"
      aria-label="Filter the audit trail"
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 3, flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        onFilter(draft);
      }}
    >
      {FIELDS.map(({ field, label, hint, type }) => (
        <TextField
          key={field}
          size="small"
          label={label}
          helperText={hint}
          type={type ?? 'search'}
          value={draft[field]}
          onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
          slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
          sx={{ minWidth: { md: 180 } }}
        />
      ))}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained">
          Filter
        </Button>
        <Button type="button" onClick={() => onFilter(EMPTY_AUDIT_FILTER)}>
          Reset
        </Button>
      </Stack>
    </Stack>
  );
};
