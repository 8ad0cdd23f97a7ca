import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { selectCurrentUser, useAppSelector } from 'shared-api';
import { useT } from '../../../page-i18n';
import { useFees } from '../../../site';
import type { Fact } from '../content/convention-info';
import { useLocalizedPath } from '../../../language/use-localized-path';

/** A fact as the page shows it: the next edition's is already in words. */
export type ShownFact = Fact | { label: Fact['label']; text: string };

/** The key facts of a convention with the way in: Sign Up Now for visitors, then registering. */
export const AtAGlance = ({ facts }: { facts: readonly ShownFact[] }) => {
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  const t = useT();
  const localized = useLocalizedPath();
  const fees = useFees();
  const values = { springFee: fees.spring, winterFee: fees.winter, parkingFee: fees.parking };
  return (
    <Paper
      component="aside"
      aria-labelledby="glance-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderTop: 4, borderTopColor: 'secondary.main' }}
    >
      <Typography id="glance-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
        {t('info.glance.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, mb: 3 }}>
        {facts.map((fact) => (
          <Box key={fact.label} sx={{ mb: 1.5 }}>
            <Typography component="dt" variant="subtitle2" color="text.secondary">
              {t(fact.label)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {'text' in fact ? fact.text : t(fact.value, values)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack spacing={1.5}>
        {!signedIn && (
          <Button
            component={RouterLink}
            to={localized('/register')}
            variant="contained"
            color="secondary"
          >
            {t('info.glance.signUp')}
          </Button>
        )}
        <Button
          component={RouterLink}
          to="/register-event"
          variant={signedIn ? 'contained' : 'outlined'}
          color={signedIn ? 'secondary' : 'primary'}
        >
          {t('info.glance.registerEvent')}
        </Button>
      </Stack>
    </Paper>
  );
};
