import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { selectCurrentUser, useAppSelector } from 'shared-api';
import type { Fact } from '../content/convention-info';

/** The key facts of a convention with the way in: Sign Up Now for visitors, then registering. */
export const AtAGlance = ({ facts }: { facts: readonly Fact[] }) => {
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  return (
    <Paper
      component="aside"
      aria-labelledby="glance-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderTop: 4, borderTopColor: 'secondary.main' }}
    >
      <Typography id="glance-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
        At a Glance
      </Typography>
      <Box component="dl" sx={{ m: 0, mb: 3 }}>
        {facts.map((fact) => (
          <Box key={fact.label} sx={{ mb: 1.5 }}>
            <Typography component="dt" variant="subtitle2" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack spacing={1.5}>
        {!signedIn && (
          <Button component={RouterLink} to="/register" variant="contained" color="secondary">
            Sign Up Now
          </Button>
        )}
        <Button
          component={RouterLink}
          to="/register-event"
          variant={signedIn ? 'contained' : 'outlined'}
          color={signedIn ? 'secondary' : 'primary'}
        >
          Register for Event
        </Button>
      </Stack>
    </Paper>
  );
};
