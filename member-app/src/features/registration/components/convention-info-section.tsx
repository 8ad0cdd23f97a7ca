import FormControl from '@mui/material/FormControl';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import type { Control } from 'react-hook-form';
import type { Convention, RegistrationInput } from 'shared-api';
import { copyLabel } from 'shared-api/member';
import { FormCheckbox, FormTextField } from 'shared-ui/forms';
import { ExperienceRadioGroup } from './experience-radio-group';
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
  const games = convention.featuredGames.filter((game) => game.isActive);
  return (
    <FormSection title="Convention Info">
      <SessionCheckboxes control={control} sessions={convention.sessions} />
      <GamePicker
        control={control}
        name="bringGameIds"
        label="Games I bring"
        helperText="Pick a game once for each copy you bring. Not in the list? Write it below."
        repeatLabel={copyLabel}
      />
      <FormTextField control={control} name="bringGames" label="Games you will bring" multiline />
      <GamePicker
        control={control}
        name="wantGameIds"
        label="Games I want to play"
        helperText="Pick from the club's game catalogue. Not in the list? Write it below."
      />
      <FormTextField
        control={control}
        name="wantToPlayGames"
        label="Games you would like to play"
        multiline
      />
      <PlayPartnerPicker control={control} conventionId={convention.id} />
      <FormTextField
        control={control}
        name="peopleToPlayWith"
        label="People you would like to play with"
        multiline
      />
      <FormCheckbox
        control={control}
        name="listedAsPlayPartner"
        label="Other attendees may pick me as someone to play with"
        helperText="They see your name only."
      />
      {games.length > 0 && <SpecialSessionCheckboxes control={control} games={games} />}
      <FormControl component="fieldset">
        <FormLabel component="legend">Gaming preferences</FormLabel>
        <FormGroup>
          <FormCheckbox
            control={control}
            name="bringOwnPokerChips"
            label="I will bring my own poker chips"
          />
          <FormCheckbox
            control={control}
            name="mindNewPlayers"
            inverted
            label="I don't mind playing with new players"
          />
          <FormCheckbox
            control={control}
            name="hostAndTeach"
            label="I am happy to host and teach a game"
          />
          <FormCheckbox
            control={control}
            name="sameExperience"
            label="I prefer playing with players of the same experience"
          />
        </FormGroup>
      </FormControl>
      <ExperienceRadioGroup control={control} />
    </FormSection>
  );
};
