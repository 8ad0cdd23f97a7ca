import { useWatch, type Control } from 'react-hook-form';
import type { RegistrationInput } from 'shared-api';
import { PLAY_PARTNERS_HELP, usePlayPartnerOptions } from 'shared-api/member';
import { FormAutocompleteField } from 'shared-ui/forms';

interface PlayPartnerPickerProps {
  control: Control<RegistrationInput>;
  conventionId: number;
}

/** Attendees of the convention who agreed to be picked; never the registration itself. */
export const PlayPartnerPicker = ({ control, conventionId }: PlayPartnerPickerProps) => {
  const { options, loading } = usePlayPartnerOptions(
    conventionId,
    useWatch({ control, name: 'id' }),
  );
  return (
    <FormAutocompleteField
      control={control}
      name="playWithRegistrationIds"
      label="People I want to play with"
      helperText={PLAY_PARTNERS_HELP}
      loading={loading}
      noOptionsText="No listed attendee matches"
      options={options}
    />
  );
};
