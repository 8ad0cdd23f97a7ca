import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminRegistration, ConventionMeal } from 'shared-api';
import { DIETARY_LABELS, dietaryCounts, mealCounts } from 'shared-api/admin';

interface MealCountsProps {
  meals: readonly ConventionMeal[];
  /** The attendees placed: their plates and those of the persons accompanying them. */
  registrations: readonly AdminRegistration[];
}

const tile = { border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 } as const;

/** The plates of each meal to order, and how many attendees need each diet. */
export const MealCounts = ({ meals, registrations }: MealCountsProps) => {
  const diets = dietaryCounts(registrations);
  const companions = registrations.reduce((sum, r) => sum + r.companions.length, 0);
  if (meals.length === 0 && diets.length === 0 && companions === 0) return null;
  return (
    <Box component="section" aria-labelledby="meal-counts-heading" sx={{ mb: 3 }}>
      <Typography id="meal-counts-heading" variant="h6" component="h2" gutterBottom>
        Meals and Diets
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
          gap: 1,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {mealCounts(meals, registrations).map(({ meal, count }) => (
          <Box component="li" key={meal.id} sx={tile}>
            <Typography sx={{ fontWeight: 600 }}>{meal.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {count} {count === 1 ? 'plate' : 'plates'}
            </Typography>
          </Box>
        ))}
        {diets.map(({ dietary, count }) => (
          <Box component="li" key={dietary} sx={tile}>
            <Typography sx={{ fontWeight: 600 }}>{DIETARY_LABELS[dietary]}</Typography>
            <Typography variant="body2" color="text.secondary">
              {count} {count === 1 ? 'attendee' : 'attendees'}
            </Typography>
          </Box>
        ))}
        {companions > 0 && (
          <Box component="li" sx={tile}>
            <Typography sx={{ fontWeight: 600 }}>Accompanying persons</Typography>
            <Typography variant="body2" color="text.secondary">
              {companions} in all
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
};
