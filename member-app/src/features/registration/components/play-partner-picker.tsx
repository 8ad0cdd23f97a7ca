import { useWatch, type Control } from 'react-hook-form';
import type { RegistrationInput } from 'shared-api';
import { usePlayPartnerOptions } from 'shared-api/member';
import { FormAutocompleteField } from 'shared-ui/forms';
import { useT } from '../../../i18n';

interface PlayPartnerPickerProps {
  control: Control<RegistrationInput>;
  conventionId: number;
}

/** Attendees of the convention who agreed to be picked; never the registration itself. */
export const PlayPartnerPicker = ({ control, conventionId }: PlayPartnerPickerProps) => {
  const t = useT();
  const { options, loading } = usePlayPartnerOptions(
    conventionId,
    useWatch({ control, name: 'id' }),
  );
  return (
    <FormAutocompleteField
      control={control}
      name="playWithRegistrationIds"
      label={t('form.convention.partnerPicks')}
      helperText={t('form.convention.partnerPicksHelp')}
      loading={loading}
      noOptionsText={t('form.convention.noPartnerMatches')}
      options={options}
    />
  );
};
