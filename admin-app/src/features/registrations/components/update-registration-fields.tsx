import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useController, useWatch, type Control } from 'react-hook-form';
import {
  compareSessionsByStart,
  OFFERED_EXPERIENCE_LEVELS,
  type Convention,
  type FeaturedGameRef,
  type RegistrationInput,
} from 'shared-api';
import {
  copyLabel,
  mealFieldChoices,
  PICK_LABELS,
  PLAY_PARTNERS_HELP,
  sessionLabel,
  useCatalogueGameOptions,
  usePlayPartnerOptions,
} from 'shared-api/member';
import { FormAutocompleteField, FormCheckbox, FormTextField, MealFields } from 'shared-ui/forms';
import { experienceText } from '../logic/registration-text';
import { ChoiceGroup } from './form-controls';

interface FieldsProps {
  control: Control<RegistrationInput>;
  convention: Convention;
  /** Games the registration already has, kept on offer even if withdrawn since. */
  chosenGames: readonly FeaturedGameRef[];
}

const Sessions = ({ control, convention }: Omit<FieldsProps, 'chosenGames'>) => {
  const { field, fieldState } = useController({ control, name: 'sessions' });
  const choices = [...convention.sessions]
    .sort(compareSessionsByStart)
    .map((s) => ({ value: s.id, label: sessionLabel(s) }));
  return (
    <ChoiceGroup
      legend="Sessions"
      choices={choices}
      value={(field.value ?? []).map((s) => s.id)}
      onChange={(ids) => field.onChange(ids.map((id) => ({ id })))}
      error={fieldState.error?.message}
    />
  );
};

const SpecialSessions = ({ control, convention, chosenGames }: FieldsProps) => {
  const { field } = useController({ control, name: 'featuredGameIds' });
  const offered = convention.featuredGames.filter((g) => g.isActive);
  const kept = chosenGames.filter((g) => !offered.some((o) => o.id === g.id));
  const choices = [...offered, ...kept].map((g) => ({ value: g.id, label: g.gameName }));
  if (choices.length === 0) return null;
  return (
    <ChoiceGroup
      legend="Special Sessions"
      choices={choices}
      value={field.value ?? []}
      onChange={field.onChange}
    />
  );
};

const Experience = ({ control }: { control: Control<RegistrationInput> }) => {
  const { field, fieldState } = useController({ control, name: 'experienceLevel' });
  // A stored Expert (4) shows no choice: the organiser picks one the form and the API accept.
  const shown = OFFERED_EXPERIENCE_LEVELS.map((l) => l.value as number);
  return (
    <FormControl component="fieldset" error={fieldState.error !== undefined} required>
      <FormLabel component="legend">Experience</FormLabel>
      <RadioGroup
        row
        value={typeof field.value === 'number' ? String(field.value) : ''}
        onChange={(event) => field.onChange(Number(event.target.value))}
      >
        {shown.map((level) => (
          <FormControlLabel
            key={level}
            value={String(level)}
            control={<Radio />}
            label={experienceText(level)}
          />
        ))}
      </RadioGroup>
      {fieldState.error && (
        <FormHelperText sx={{ mx: 0 }}>{fieldState.error.message}</FormHelperText>
      )}
    </FormControl>
  );
};

/** The member form's catalogue and attendee pickers, so the organiser changes what the member can. */
const Picks = ({ control, convention }: Omit<FieldsProps, 'chosenGames'>) => {
  const games = useCatalogueGameOptions();
  const partners = usePlayPartnerOptions(convention.id, useWatch({ control, name: 'id' }));
  const gameField = { control, ...games, noOptionsText: 'No game of the catalogue matches' };
  return (
    <>
      <FormAutocompleteField
        {...gameField}
        name="bringGameIds"
        label={PICK_LABELS.broughtGames}
        helperText="One pick for each copy brought."
        repeatLabel={copyLabel}
      />
      <FormAutocompleteField {...gameField} name="wantGameIds" label={PICK_LABELS.wantedGames} />
      <FormAutocompleteField
        control={control}
        name="playWithRegistrationIds"
        label={PICK_LABELS.playPartners}
        helperText={PLAY_PARTNERS_HELP}
        {...partners}
        noOptionsText="No listed attendee matches"
      />
    </>
  );
};

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** The registration's fields, checked by the same schema as the member's form. */
export const UpdateRegistrationFields = (props: FieldsProps) => {
  const { control } = props;
  const parking = useWatch({ control, name: 'parking' });
  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <Box sx={twoColumns}>
        <FormTextField
          size="small"
          control={control}
          name="attendeeFirstName"
          label="First Name"
          required
        />
        <FormTextField
          size="small"
          control={control}
          name="attendeeLastName"
          label="Last Name"
          required
        />
        <FormTextField size="small" control={control} name="attendeeEmail" label="Email" required />
        <FormTextField
          size="small"
          control={control}
          name="attendeeYearOfBirth"
          label="Year of Birth"
        />
        <FormTextField
          size="small"
          control={control}
          name="attendeeNationality"
          label="Nationality"
        />
      </Box>
      <Sessions control={control} convention={props.convention} />
      <SpecialSessions {...props} />
      <Picks control={control} convention={props.convention} />
      <FormTextField
        size="small"
        control={control}
        name="bringGames"
        label="Games to bring"
        multiline
      />
      <FormTextField
        size="small"
        control={control}
        name="wantToPlayGames"
        label="Games to play"
        multiline
      />
      <FormTextField
        size="small"
        control={control}
        name="peopleToPlayWith"
        label="People to play with"
        multiline
      />
      <FormControl component="fieldset">
        <FormLabel component="legend">Gaming preferences</FormLabel>
        <FormCheckbox control={control} name="bringOwnPokerChips" label="Brings own poker chips" />
        <FormCheckbox
          control={control}
          name="mindNewPlayers"
          inverted
          label="Doesn't mind new players"
        />
        <FormCheckbox control={control} name="hostAndTeach" label="Happy to host and teach" />
        <FormCheckbox control={control} name="sameExperience" label="Prefers the same experience" />
      </FormControl>
      <Experience control={control} />
      <FormCheckbox control={control} name="parking" label="Parking" />
      {parking === true && (
        <FormTextField
          size="small"
          control={control}
          name="licensePlate"
          label="License Plate"
          required
        />
      )}
      <MealFields control={control} {...mealFieldChoices(props.convention)} />
      <FormCheckbox control={control} name="listed" label="Shown on the list of who is coming" />
      <FormTextField
        size="small"
        control={control}
        name="additionalInfo"
        label="Additional Info"
        multiline
      />
    </Stack>
  );
};
