import { useWatch, type Control } from 'react-hook-form';
import type { RegistrationInput } from 'shared-api';
import { useGetPlayPartnersQuery } from 'shared-api/member';
import { FormAutocompleteField } from 'shared-ui/forms';

export const PLAY_PARTNERS_HELP =
  'Only attendees of this convention who agreed to be listed appear here.';

interface PlayPartnerPickerProps {
  control: Control<RegistrationInput>;
  conventionId: number;
}

/** Attendees of the convention who agreed to be picked; never the registration itself. */
export const PlayPartnerPicker = ({ control, conventionId }: PlayPartnerPickerProps) => {
  const ownId = useWatch({ control, name: 'id' });
  // Read afresh with each form: attendees agree, withdraw and cancel in the meantime.
  const { data: partners = [], isLoading } = useGetPlayPartnersQuery(conventionId, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <FormAutocompleteField
      control={control}
      name="playWithRegistrationIds"
      label="People I want to play with"
      helperText={PLAY_PARTNERS_HELP}
      loading={isLoading}
      noOptionsText="No listed attendee matches"
      options={partners
        .filter((partner) => partner.registrationId !== ownId)
        .map((partner) => ({ value: partner.registrationId, label: partner.name }))}
    />
  );
};
