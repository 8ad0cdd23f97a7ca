import type { Control } from 'react-hook-form';
import type { RegistrationInput } from 'shared-api';
import { useCatalogueGameOptions } from 'shared-api/member';
import { FormAutocompleteField, type RepeatLabel } from 'shared-ui/forms';
import { useT } from '../../../i18n';

interface GamePickerProps {
  control: Control<RegistrationInput>;
  name: 'bringGameIds' | 'wantGameIds';
  label: string;
  helperText: string;
  /** Each copy is a pick: the same game may be picked again. */
  repeatLabel?: RepeatLabel;
}

/** Games picked from the club's catalogue, found by title or alias. */
export const GamePicker = ({ control, name, label, helperText, repeatLabel }: GamePickerProps) => {
  const t = useT();
  const { options, loading } = useCatalogueGameOptions();
  return (
    <FormAutocompleteField
      control={control}
      name={name}
      label={label}
      helperText={helperText}
      repeatLabel={repeatLabel}
      loading={loading}
      noOptionsText={t('form.convention.noGameMatches')}
      options={options}
    />
  );
};
