import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Convention } from 'shared-api';

interface ConventionSelectProps {
  conventions: readonly Pick<Convention, 'id' | 'name' | 'isActive'>[];
  value: number | null;
  onChange: (conventionId: number) => void;
}

/** Which convention the page shows; the active one says so. */
export const ConventionSelect = ({ conventions, value, onChange }: ConventionSelectProps) => (
  <TextField
    select
    label="Convention"
    value={value ?? ''}
    onChange={(event) => onChange(Number(event.target.value))}
    sx={{ minWidth: { xs: '100%', sm: 320 } }}
  >
    {conventions.map((c) => (
      <MenuItem key={c.id} value={c.id}>
        {c.isActive ? `${c.name} (active)` : c.name}
      </MenuItem>
    ))}
  </TextField>
);
