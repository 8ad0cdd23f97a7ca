import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

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
