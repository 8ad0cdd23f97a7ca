import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import type { RegistrationInput } from 'shared-api';

type Form = Control<RegistrationInput>;

type TextName =
  | 'attendeeFirstName'
  | 'attendeeLastName'
  | 'attendeeEmail'
  | 'attendeeYearOfBirth'
  | 'attendeeNationality'
  | 'bringGames'
  | 'wantToPlayGames'
  | 'peopleToPlayWith'
  | 'additionalInfo'
  | 'licensePlate';

export const TextInput = ({
  control,
  name,
  label,
  required = false,
  multiline = false,
}: {
  control: Form;
  name: TextName;
  label: string;
  required?: boolean;
  multiline?: boolean;
}) => {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <TextField
      name={field.name}
      label={label}
      required={required}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      size="small"
      fullWidth
    />
  );
};

type FlagName =
  'bringOwnPokerChips' | 'mindNewPlayers' | 'hostAndTeach' | 'sameExperience' | 'parking';

export const Flag = ({
  control,
  name,
  label,
  inverted = false,
}: {
  control: Form;
  name: FlagName;
  label: string;
  /** The box shows the opposite of the stored value (the stored field is mindNewPlayers). */
  inverted?: boolean;
}) => {
  const { field } = useController({ control, name });
  const stored = field.value === true;
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          checked={inverted ? !stored : stored}
          onChange={(event) =>
            field.onChange(inverted ? !event.target.checked : event.target.checked)
          }
        />
      }
    />
  );
};

export interface Choice<T> {
  value: T;
  label: string;
}

/** A group of boxes whose value is the list of ticked values, in the order offered. */
export const ChoiceGroup = <T,>({
  legend,
  choices,
  value,
  onChange,
  error,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string;
}) => (
  <FormControl component="fieldset" error={error !== undefined}>
    <FormLabel component="legend">{legend}</FormLabel>
    <FormGroup>
      {choices.map((choice) => (
        <FormControlLabel
          key={String(choice.value)}
          label={choice.label}
          control={
            <Checkbox
              checked={value.includes(choice.value)}
              onChange={(event) =>
                onChange(
                  choices
                    .map((c) => c.value)
                    .filter((v) => (v === choice.value ? event.target.checked : value.includes(v))),
                )
              }
            />
          }
        />
      ))}
    </FormGroup>
    {error && <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText>}
  </FormControl>
);
