import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Convention } from 'shared-api';
import { T, useT, type MemberMessage } from '../../../i18n';
import { StateCard } from './state-card';

export const NoConventionCard = () => {
  const t = useT();
  return <StateCard title={t('state.none.title')}>{t('state.none.text')}</StateCard>;
};

export const ClosedCard = ({ convention }: { convention: Convention }) => {
  const t = useT();
  return (
    <StateCard title={t('state.closed.title')}>
      {t('state.closed.text', { convention: convention.name })}
    </StateCard>
  );
};

export const SignedOutCard = ({ convention }: { convention: Convention }) => {
  const t = useT();
  return (
    <StateCard
      title={t('state.signedOut.title')}
      actions={
        <>
          {/* Back here after logging in. */}
          <Button
            component={RouterLink}
            to="/login"
            state={{ from: { pathname: '/register-event' } }}
            variant="contained"
          >
            {t('state.signedOut.login')}
          </Button>
          <Button component={RouterLink} to="/register" variant="outlined">
            {t('state.signedOut.signUp')}
          </Button>
        </>
      }
    >
      {t('state.signedOut.text', { convention: convention.name })}
    </StateCard>
  );
};

export const AwaitingApprovalCard = () => {
  const t = useT();
  return (
    <StateCard title={t('state.awaiting.title')}>
      {/* The public contact page: the member area's contact form waits for the approval too. */}
      <T
        id="state.awaiting.text"
        components={{ 0: <Link component={RouterLink} to="/contact" /> }}
      />
    </StateCard>
  );
};

/** Someone the member has just registered, and where the registration stands. */
export interface RegisteredOther {
  name: string;
  /** Their place in line when the convention was full; null when they have a place. */
  waitingPosition: number | null;
}

/** Said after a registration for someone else: who it was, and the one outcome it had. */
export const otherRegisteredText = (
  other: RegisteredOther,
  convention: Convention,
): [MemberMessage, Record<string, unknown>] =>
  other.waitingPosition === null
    ? ['state.other.registered', { name: other.name, convention: convention.name }]
    : ['registration.otherWaiting', { name: other.name, position: other.waitingPosition }];

interface RegisteredCardProps {
  convention: Convention;
  /** The attendee the member has just registered for someone else, by name. */
  registeredOther?: RegisteredOther | null;
  /** Only for members allowed to register other players. */
  onRegisterSomeoneElse?: () => void;
  /** The member's place on the waiting list, while the convention is full. */
  waitingPosition?: number | null;
}

export const RegisteredCard = ({
  convention,
  registeredOther,
  onRegisterSomeoneElse,
  waitingPosition,
}: RegisteredCardProps) => {
  const t = useT();
  return (
    <StateCard
      title={waitingPosition ? t('state.registered.waitingTitle') : t('state.registered.title')}
      actions={
        <>
          <Button component={RouterLink} to="/my-registrations" variant="contained">
            {t('state.registered.view')}
          </Button>
          {onRegisterSomeoneElse && (
            <Button onClick={onRegisterSomeoneElse} variant="outlined">
              {t('registration.someoneElse')}
            </Button>
          )}
        </>
      }
    >
      {registeredOther && (
        <Typography component="p" role="status" sx={{ fontWeight: 600, mb: 1 }}>
          {t(...otherRegisteredText(registeredOther, convention))}
        </Typography>
      )}
      {waitingPosition
        ? t('state.registered.waitingText', {
            convention: convention.name,
            position: waitingPosition,
          })
        : t('state.registered.text', { convention: convention.name })}
    </StateCard>
  );
};
