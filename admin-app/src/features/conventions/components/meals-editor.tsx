import { Box, Button, Stack, Typography } from '@mui/material';
import {
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import type { MealsFormValues } from 'shared-api';
import { MAX_MEALS } from 'shared-api/admin';
import { FormTextField, useFormBusy } from 'shared-ui/forms';

/** The create and the edit modal's forms, which both hold the meal fields. */
export interface MealsEditorProps<T extends FieldValues & MealsFormValues, O> {
  control: Control<T, unknown, O>;
}

const priceColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' },
  alignItems: 'start',
};

/**
 * The meals attendees may join (e.g. the Saturday barbecue, €18), each with its price, and what an
 * accompanying person pays besides their meals. Removing a meal takes it off the invoices issued
 * after.
 */
export const MealsEditor = <T extends FieldValues & MealsFormValues, O>({
  control,
}: MealsEditorProps<T, O>) => {
  const busy = useFormBusy();
  const path = (name: string) => name as FieldPath<T>;
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'mealRows' as ArrayPath<T>,
  });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        Meals and accompanying persons
      </Typography>
      <Stack spacing={2}>
        {fields.map((meal, index) => (
          <Box key={meal.id} sx={priceColumns}>
            <FormTextField
              control={control}
              name={path(`mealRows.${index}.name`)}
              label="Meal"
              required
            />
            <FormTextField
              control={control}
              name={path(`mealRows.${index}.price`)}
              label="Price (€)"
              inputMode="decimal"
              required
            />
            <Button
              color="error"
              disabled={busy}
              onClick={() => remove(index)}
              sx={{ mt: 1 }}
              aria-label={`Remove meal ${index + 1}`}
            >
              Remove
            </Button>
          </Box>
        ))}
        <Button
          variant="outlined"
          disabled={busy || fields.length >= MAX_MEALS}
          onClick={() =>
            append({ id: crypto.randomUUID(), name: '', price: '' } as FieldArray<T, ArrayPath<T>>)
          }
          sx={{ alignSelf: 'flex-start' }}
        >
          Add a meal
        </Button>
        <FormTextField
          control={control}
          name={path('companionFee')}
          label="Fee per accompanying person (€)"
          helperText="Accompanying persons join no session; they pay this plus their meals."
          inputMode="decimal"
        />
      </Stack>
    </Box>
  );
};
