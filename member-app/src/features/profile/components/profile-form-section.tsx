import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { getErrorMessage } from 'shared-api';
import { ErrorAlert } from 'shared-ui';
import { useAction } from 'shared-ui/actions';
import { FormSubmitButton, PageForm } from 'shared-ui/forms';
import { ProfileSection } from './profile-section';

interface ProfileFormSectionProps<I extends FieldValues, O> {
  /** The heading's id, which names the section and its form. */
  id: string;
  title: string;
  form: UseFormReturn<I, unknown, O>;
  /** The form's lazy schema's preload. */
  onFocus: () => void;
  /** Saves the valid values; rejects when the server refuses them. */
  save: (values: O) => Promise<unknown>;
  /** The last save's failure, from the mutation's state: shown above the fields. */
  error: unknown;
  /** What the failure says when the server says nothing clearer. */
  failureMessage: string;
  /** Runs after a save succeeds, before the toast. */
  onSaved?: () => void;
  /** The success toast's text. */
  saved: string;
  submitLabel: string;
  submittingLabel: string;
  /** The fields. */
  children: ReactNode;
}

/** A card of /profile that is one form: a failed save shows in the card, a good one in a toast. */
export const ProfileFormSection = <I extends FieldValues, O>({
  id,
  title,
  form,
  onFocus,
  save,
  error,
  failureMessage,
  onSaved,
  saved,
  submitLabel,
  submittingLabel,
  children,
}: ProfileFormSectionProps<I, O>) => {
  const { run: onSubmit } = useAction(save, {
    success: saved,
    failureToast: false,
    onSuccess: () => onSaved?.(),
  });
  return (
    <ProfileSection id={id} title={title}>
      <PageForm form={form} onSubmit={onSubmit} onFocus={onFocus} aria-labelledby={id}>
        {error ? <ErrorAlert message={getErrorMessage(error, failureMessage)} /> : null}
        {children}
        <Box>
          <FormSubmitButton form={form} label={submitLabel} submittingLabel={submittingLabel} />
        </Box>
      </PageForm>
    </ProfileSection>
  );
};
