import FormControl from '@mui/material/FormControl';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import type { Control } from 'react-hook-form';
import type { Convention, RegistrationInput } from 'shared-api';
import { FormCheckbox, FormTextField } from 'shared-ui/forms';
import { ExperienceRadioGroup } from './experience-radio-group';
import { useT } from '../../../i18n';
import { FormSection } from './form-section';
import { GamePicker } from './game-picker';
import { PlayPartnerPicker } from './play-partner-picker';
import { SessionCheckboxes } from './session-checkboxes';
import { SpecialSessionCheckboxes } from './special-session-checkboxes';

interface ConventionInfoSectionProps {
  control: Control<RegistrationInput>;
  convention: Convention;
}

export const ConventionInfoSection = ({ control, convention }: ConventionInfoSectionProps) => {
  const t = useT();
  const games = convention.featuredGames.filter((game) => game.isActive);
  return (
    <FormSection title={t('form.convention.title')}>
      <SessionCheckboxes control={control} sessions={convention.sessions} />
      <GamePicker
        control={control}
        name="bringGameIds"
        label={t('form.convention.bringPicks')}
        helperText={t('form.convention.bringPicksHelp')}
        repeatLabel={(title, copy) => t('form.convention.copyLabel', { title, copy })}
      />
      <FormTextField
        control={control}
        name="bringGames"
        label={t('form.convention.bringText')}
        multiline
      />
      <GamePicker
        control={control}
        name="wantGameIds"
        label={t('form.convention.wantPicks')}
        helperText={t('form.convention.wantPicksHelp')}
      />
      <FormTextField
        control={control}
        name="wantToPlayGames"
        label={t('form.convention.wantText')}
        multiline
      />
      <PlayPartnerPicker control={control} conventionId={convention.id} />
      <FormTextField
        control={control}
        name="peopleToPlayWith"
        label={t('form.convention.peopleText')}
        multiline
      />
      <FormCheckbox
        control={control}
        name="listedAsPlayPartner"
        label={t('form.convention.listedAsPartner')}
        helperText={t('form.convention.listedAsPartnerHelp')}
      />
      {games.length > 0 && <SpecialSessionCheckboxes control={control} games={games} />}
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('form.preferences.legend')}</FormLabel>
        <FormGroup>
          <FormCheckbox
            control={control}
            name="bringOwnPokerChips"
            label={t('form.preferences.pokerChips')}
          />
          <FormCheckbox
            control={control}
            name="mindNewPlayers"
            inverted
            label={t('form.preferences.newPlayers')}
          />
          <FormCheckbox
            control={control}
            name="hostAndTeach"
            label={t('form.preferences.hostAndTeach')}
          />
          <FormCheckbox
            control={control}
            name="sameExperience"
            label={t('form.preferences.sameExperience')}
          />
        </FormGroup>
      </FormControl>
      <ExperienceRadioGroup control={control} />
    </FormSection>
  );
};
