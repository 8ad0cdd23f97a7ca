import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

/** Someone a message may go to, named with their email. */
export interface Recipient {
  id: string;
  name: string;
}

interface RecipientPickerProps {
  people: readonly Recipient[];
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur: () => void;
  error?: string;
  loading: boolean;
  label?: string;
}

/** Recipients chosen from a list of people, searchable by name or email. */
export const RecipientPicker = ({
  people,
  value,
  onChange,
  onBlur,
  error,
  loading,
  label = 'Recipients',
}: RecipientPickerProps) => (
  <Autocomplete
    multiple
    options={people}
    loading={loading}
    value={people.filter((person) => value.includes(person.id))}
    onChange={(_event, chosen) => onChange(chosen.map((person) => person.id))}
    onBlur={onBlur}
    getOptionLabel={(person) => person.name}
    isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
    filterSelectedOptions
    renderInput={(params) => (
      <TextField {...params} label={label} required error={Boolean(error)} helperText={error} />
    )}
  />
);
