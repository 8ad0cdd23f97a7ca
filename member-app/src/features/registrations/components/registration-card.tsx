import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ConventionMeal, Registration } from 'shared-api';
import { useClubTimes } from '../../../club-times';
import { useT } from '../../../i18n';
import { registrationAnswers } from './registration-answers';

interface DetailProps {
  label: string;
  value: string | null | undefined;
}

const Detail = ({ label, value }: DetailProps) => {
  const t = useT();
  return value ? (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      <strong>{t('answers.term', { label })}</strong> {value}
    </Typography>
  ) : null;
};

interface RegistrationCardProps {
  registration: Registration;
  /** The convention's meals, to name those chosen. */
  meals?: readonly ConventionMeal[];
  /** What the member is told about it, or may do with it, below the details. */
  children?: ReactNode;
}

/** One registration as its member sees it. */
export const RegistrationCard = ({ registration: r, meals, children }: RegistrationCardProps) => {
  const t = useT();
  const { sessionLabel } = useClubTimes();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`${r.attendeeFirstName} ${r.attendeeLastName}`}
    >
      <CardContent>
        <Typography variant="h6" component="h3">
          {r.attendeeFirstName} {r.attendeeLastName}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1.5, overflowWrap: 'anywhere' }}
        >
          {r.attendeeEmail}
        </Typography>
        <Stack spacing={0.75}>
          <Typography variant="body2" component="div">
            <strong>{t('answers.sessions')}</strong>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
              {r.sessions.map((s) => (
                <Chip key={s.id} size="small" label={sessionLabel(s)} />
              ))}
            </Stack>
          </Typography>
          {registrationAnswers(r, meals ?? [], t).map(({ label, value }) => (
            <Detail key={label} label={label} value={value} />
          ))}
        </Stack>
        {children && (
          <Stack spacing={1.5} sx={{ mt: 2, alignItems: 'flex-start' }}>
            {children}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
