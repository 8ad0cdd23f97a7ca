import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ReactNode, Ref } from 'react';
import { itemLabel, matchingItems, sameItem, type PickItem, type RepeatLabel } from './pick-items';

export interface AutocompletePickerProps {
  name: string;
  label: string;
  choices: PickItem[];
  picked: PickItem[];
  onChange: (picked: PickItem[]) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  repeatLabel?: RepeatLabel;
  helperText?: ReactNode;
  invalid: boolean;
  disabled: boolean;
  loading: boolean;
  noOptionsText: string;
}

/**
 * MUI's Autocomplete with several picks as chips: typed text filters the list, arrows and Enter
 * pick, Backspace takes the last pick away. Downloaded with the first form that shows one.
 */
export const AutocompletePicker = ({
  name,
  label,
  choices,
  picked,
  onChange,
  onBlur,
  inputRef,
  repeatLabel,
  helperText,
  invalid,
  disabled,
  loading,
  noOptionsText,
}: AutocompletePickerProps) => (
  <Autocomplete
    multiple
    options={choices}
    value={picked}
    onChange={(_event, items) => onChange(items)}
    onBlur={onBlur}
    getOptionLabel={(item) => itemLabel(item, repeatLabel)}
    getOptionKey={(item) => `${item.option.value} ${item.nth}`}
    renderOption={({ key, ...props }, item) => (
      <li key={key} {...props}>
        {item.option.detail
          ? `${itemLabel(item, repeatLabel)} · ${item.option.detail}`
          : itemLabel(item, repeatLabel)}
      </li>
    )}
    isOptionEqualToValue={sameItem}
    filterOptions={(items, { inputValue }) => matchingItems(items, inputValue, repeatLabel)}
    filterSelectedOptions
    disabled={disabled}
    loading={loading}
    readOnly={loading}
    noOptionsText={noOptionsText}
    renderInput={(params) => (
      <TextField
        {...params}
        name={name}
        label={label}
        inputRef={inputRef}
        error={invalid}
        helperText={helperText}
      />
    )}
  />
);
