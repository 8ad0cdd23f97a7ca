import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { personName, type AdminUser } from 'shared-api';

interface RecipientPickerProps {
  users: readonly AdminUser[];
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur: () => void;
  error?: string;
  loading: boolean;
}

const label = (user: AdminUser) => `${personName(user)} (${user.email})`;

/** Recipients chosen from the user list, searchable by name or email. */
export const RecipientPicker = ({
  users,
  value,
  onChange,
  onBlur,
  error,
  loading,
}: RecipientPickerProps) => (
  <Autocomplete
    multiple
    options={users}
    loading={loading}
    value={users.filter((user) => value.includes(user.id))}
    onChange={(_event, chosen) => onChange(chosen.map((user) => user.id))}
    onBlur={onBlur}
    getOptionLabel={label}
    isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
    filterSelectedOptions
    renderInput={(params) => (
      <TextField
        {...params}
        label="Recipients"
        required
        error={Boolean(error)}
        helperText={error}
      />
    )}
  />
);
