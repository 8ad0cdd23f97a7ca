import type { Control } from 'react-hook-form';
import type { SaveFeaturedGameRequest } from 'shared-api';
import { useGetCatalogueGamesQuery } from 'shared-api/admin';
import { FormSelectField } from 'shared-ui/forms';

/**
 * The catalogue game a featured game is, if any: with it, the table planner reads an attendee's
 * pick of the featured game as a wish to play that game.
 */
export const CatalogueGameField = <O,>({
  control,
}: {
  control: Control<SaveFeaturedGameRequest, unknown, O>;
}) => {
  const { data: games = [] } = useGetCatalogueGamesQuery();
  return (
    <FormSelectField
      control={control}
      name="gameId"
      label="Catalogue Game (optional)"
      helperText="The table planner counts a pick of this featured game as a wish to play it."
      parse={(value) => (value === '' ? null : value)}
      options={[
        { value: '', label: 'None' },
        ...games.map((game) => ({ value: game.id, label: game.title })),
      ]}
    />
  );
};
