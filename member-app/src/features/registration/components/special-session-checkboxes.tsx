import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import type { FeaturedGame, RegistrationInput } from 'shared-api';
import { useT } from '../../../i18n';

interface SpecialSessionCheckboxesProps {
  control: Control<RegistrationInput>;
  games: readonly FeaturedGame[];
}

/** The convention's featured games, each with its description. */
export const SpecialSessionCheckboxes = ({ control, games }: SpecialSessionCheckboxesProps) => {
  const t = useT();
  const { field } = useController({ control, name: 'featuredGameIds' });
  const chosen = new Set(field.value ?? []);
  const toggle = (id: string, on: boolean) =>
    field.onChange(
      games.map((g) => g.id).filter((gameId) => (gameId === id ? on : chosen.has(gameId))),
    );
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('form.specialSessions.legend')}</FormLabel>
      <FormGroup>
        {games.map((game) => (
          <FormControlLabel
            key={game.id}
            sx={{ alignItems: 'flex-start', mb: 1 }}
            label={
              <>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {game.gameName}
                </Typography>
                {game.description && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {game.description}
                  </Typography>
                )}
              </>
            }
            control={
              <Checkbox
                sx={{ pt: 0.5 }}
                checked={chosen.has(game.id)}
                onChange={(event) => toggle(game.id, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
};
