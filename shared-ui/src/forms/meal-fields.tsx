import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import {
  useController,
  useFieldArray,
  useWatch,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useLanguage } from '../i18n/use-language';
import { useUiT } from '../i18n/own-messages';
import { useTranslateMessage } from '../i18n/translate-message';
import { useFormBusy } from './form-busy';
import { FormSelectField, type SelectOption } from './form-select-field';
import { FormTextField } from './form-text-field';

/** A meal to tick, shown with its price in the reader's language ("Saturday barbecue (€18.00)"). */
export interface MealChoice {
  id: string;
  name: string;
  /** In euros. */
  price: number;
}

interface MealChecksProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  legend: string;
  meals: readonly MealChoice[];
}

/** The meals one person joins, as ticks: the ids kept in the offer's order. */
const MealChecks = <T extends FieldValues, O>({
  control,
  name,
  legend,
  meals,
}: MealChecksProps<T, O>) => {
  const { field } = useController({ control, name });
  const busy = useFormBusy();
  const { euro } = useLanguage();
  const chosen = new Set<string>(field.value ?? []);
  const toggle = (id: string, on: boolean) =>
    field.onChange(
      meals.map((meal) => meal.id).filter((mealId) => (mealId === id ? on : chosen.has(mealId))),
    );
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
        {meals.map((meal) => (
          <FormControlLabel
            key={meal.id}
            label={`${meal.name} (${euro(meal.price)})`}
            disabled={busy}
            control={
              <Checkbox
                checked={chosen.has(meal.id)}
                onChange={(event) => toggle(meal.id, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
};

export interface MealFieldsProps<T extends FieldValues, O = T> {
  control: Control<T, unknown, O>;
  meals: readonly MealChoice[];
  /** The diets to choose from, labelled in English; the one valued 'other' asks for a note. */
  dietaryOptions: readonly SelectOption[];
  /** What an accompanying person pays, in euros: told under the accompanying persons. */
  companionFee: number;
  maxCompanions: number;
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/**
 * A registration's diet, meals and accompanying persons (the form's `dietary`, `dietaryNotes`,
 * `mealIds` and `companions`): each accompanying person with their name and meals.
 */
export const MealFields = <T extends FieldValues, O = T>({
  control,
  meals,
  dietaryOptions,
  companionFee,
  maxCompanions,
}: MealFieldsProps<T, O>) => {
  const t = useUiT();
  const translate = useTranslateMessage();
  const { euro } = useLanguage();
  const path = (name: string) => name as FieldPath<T>;
  const dietary = useWatch({ control, name: path('dietary') });
  const busy = useFormBusy();
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'companions' as ArrayPath<T>,
  });
  return (
    <Stack spacing={2.5}>
      <FormSelectField
        control={control}
        name={path('dietary')}
        label={t('ui.meals.dietary')}
        options={dietaryOptions.map((option) => ({ ...option, label: translate(option.label) }))}
      />
      {dietary === 'other' && (
        <FormTextField
          control={control}
          name={path('dietaryNotes')}
          label={t('ui.meals.dietaryNotes')}
          required
          multiline
        />
      )}
      {meals.length > 0 && (
        <MealChecks
          control={control}
          name={path('mealIds')}
          legend={t('ui.meals.meals')}
          meals={meals}
        />
      )}
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('ui.meals.companions')}</FormLabel>
        <FormHelperText sx={{ mx: 0, mb: 1 }}>
          {t('ui.meals.companionHelp', { fee: euro(companionFee) })}
        </FormHelperText>
        <Stack spacing={2}>
          {fields.map((companion, index) => (
            <Box
              key={companion.id}
              component="fieldset"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
            >
              <Box component="legend" sx={{ px: 0.5 }}>
                {t('ui.meals.companion', { number: index + 1 })}
              </Box>
              <Stack spacing={2}>
                <Box sx={twoColumns}>
                  <FormTextField
                    control={control}
                    name={path(`companions.${index}.firstName`)}
                    label={t('ui.person.firstName')}
                    required
                  />
                  <FormTextField
                    control={control}
                    name={path(`companions.${index}.lastName`)}
                    label={t('ui.person.lastName')}
                    required
                  />
                </Box>
                {meals.length > 0 && (
                  <MealChecks
                    control={control}
                    name={path(`companions.${index}.mealIds`)}
                    legend={t('ui.meals.companionMeals', { number: index + 1 })}
                    meals={meals}
                  />
                )}
                <Button
                  variant="outlined"
                  color="error"
                  disabled={busy}
                  onClick={() => remove(index)}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('ui.meals.removeCompanion', { number: index + 1 })}
                </Button>
              </Stack>
            </Box>
          ))}
          <Button
            variant="outlined"
            disabled={busy || fields.length >= maxCompanions}
            onClick={() =>
              append({ firstName: '', lastName: '', mealIds: [] } as FieldArray<T, ArrayPath<T>>)
            }
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('ui.meals.addCompanion')}
          </Button>
        </Stack>
      </FormControl>
    </Stack>
  );
};
