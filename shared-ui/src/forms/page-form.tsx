import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormBusy } from './form-busy';

export interface PageFormProps<I extends FieldValues, O> {
  form: UseFormReturn<I, unknown, O>;
  /** Receives the valid values; its fields are disabled until it settles. */
  onSubmit: (values: O) => Promise<unknown>;
  /** The form's name for assistive technology, when a heading does not give it one. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** For a lazySchema: its preload, so that the first submit does not wait for the download. */
  onFocus?: () => void;
  spacing?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A form on a page (not in a dialog): each field shows its own message below it, the browser's
 * required-field bubbles are off (the contract's messages replace them), and its fields are
 * disabled while a valid submit is being saved. A submit button is a FormSubmitButton.
 */
export const PageForm = <I extends FieldValues, O>({
  form,
  onSubmit,
  onFocus,
  spacing = 2,
  sx,
  children,
  ...aria
}: PageFormProps<I, O>) => {
  const [saving, setSaving] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
    }
  });
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      onFocus={onFocus}
      spacing={spacing}
      sx={sx}
      {...aria}
    >
      <FormBusy value={saving}>{children}</FormBusy>
    </Stack>
  );
};
