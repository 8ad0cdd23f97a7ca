import TextField from '@mui/material/TextField';
import { Suspense, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { lazyNamed } from '../code-splitting/lazy-page';
import { useUiT } from '../i18n/own-messages';
import { useFieldHelperText } from './field-messages';
import { useFormBusy } from './form-busy';
import { choiceItems, pickedItems, type PickOption, type RepeatLabel } from './pick-items';

// MUI's Autocomplete comes with the first form that shows a picker, not with every form (a
// prerendered /login first of all).
const AutocompletePicker = lazyNamed(() => import('./autocomplete-picker'), 'AutocompletePicker');

export interface FormAutocompleteFieldProps<T extends FieldValues, O = T> {
  /** The form's control, whatever its submit receives (O). */
  control: Control<T, unknown, O>;
  /** A field that holds a list of option values. */
  name: FieldPath<T>;
  label: string;
  options: readonly PickOption[];
  /** The same option may be picked more than once; this names each further pick. */
  repeatLabel?: RepeatLabel;
  helperText?: ReactNode;
  /** The options are still being read. */
  loading?: boolean;
  disabled?: boolean;
  /** 'Nothing matches' in the language shown by default. */
  noOptionsText?: string;
}

/** The message of a list field: its own, or its first item's. */
const listError = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return Array.isArray(error) ? listError(error.find(Boolean)) : undefined;
};

/**
 * Several choices from a list, bound to a form as their values: a labelled field where typing
 * filters the list, keyboard-usable, its message or help below it, disabled while the form submits.
 */
export const FormAutocompleteField = <T extends FieldValues, O = T>({
  control,
  name,
  label,
  options,
  repeatLabel,
  helperText,
  loading = false,
  disabled = false,
  noOptionsText,
}: FormAutocompleteFieldProps<T, O>) => {
  const t = useUiT();
  const { field, fieldState } = useController({ control, name });
  const busy = useFormBusy();
  const values: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const description = useFieldHelperText(listError(fieldState.error), helperText);
  // Read-only, not disabled, while anything loads: the field keeps its looks (and contrast), and
  // no key can take away a saved pick that its options do not show yet.
  return (
    <Suspense
      fallback={
        <TextField
          label={label}
          helperText={description}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      }
    >
      <AutocompletePicker
        name={field.name}
        label={label}
        choices={choiceItems(values, options, repeatLabel !== undefined)}
        picked={pickedItems(values, options)}
        onChange={(items) => field.onChange(items.map((item) => item.option.value))}
        onBlur={field.onBlur}
        inputRef={field.ref}
        repeatLabel={repeatLabel}
        helperText={description}
        invalid={fieldState.invalid}
        disabled={disabled || busy}
        loading={loading}
        noOptionsText={noOptionsText ?? t('ui.picker.noOptions')}
      />
    </Suspense>
  );
};
