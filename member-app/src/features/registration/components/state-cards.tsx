import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { waitingListMessage, type Convention } from 'shared-api';
import { otherWaitingText } from '../hooks/use-submit-registration';
import { StateCard } from './state-card';

export const NoConventionCard = () => (
  <StateCard title="No Upcoming Convention">
    There is no convention open for registration right now. Please check back later.
  </StateCard>
);

export const ClosedCard = ({ convention }: { convention: Convention }) => (
  <StateCard title="Registration is Currently Closed">
    Registration for {convention.name} has not opened yet or has already closed. Please check back
    later.
  </StateCard>
);

export const SignedOutCard = ({ convention }: { convention: Convention }) => (
  <StateCard
    title="Please Sign In or Sign Up to Register"
    actions={
      <>
        {/* Back here after logging in. */}
        <Button
          component={RouterLink}
          to="/login"
          state={{ from: { pathname: '/register-event' } }}
          variant="contained"
        >
          Login
        </Button>
        <Button component={RouterLink} to="/register" variant="outlined">
          Sign Up
        </Button>
      </>
    }
  >
    You need an account to register for {convention.name}.
  </StateCard>
);

export const AwaitingApprovalCard = () => (
  <StateCard title="Your Account is Awaiting Approval">
    An administrator still has to approve your account before you can register. This usually takes a
    day or two. Questions?{' '}
    {/* The public contact page: the member area's contact form waits for the approval too. */}
    <Link component={RouterLink} to="/contact">
      Contact us
    </Link>
    .
  </StateCard>
);

/** Someone the member has just registered, and where the registration stands. */
export interface RegisteredOther {
  name: string;
  /** Their place in line when the convention was full; null when they have a place. */
  waitingPosition: number | null;
}

/** Said after a registration for someone else: who it was, and the one outcome it had. */
export const otherRegisteredText = (other: RegisteredOther, convention: Convention): string =>
  other.waitingPosition === null
    ? `${other.name} is now registered for ${convention.name}.`
    : otherWaitingText(other.name, other.waitingPosition);

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
}: RegisteredCardProps) => (
  <StateCard
    title={waitingPosition ? 'You Are on the Waiting List' : 'You Are Registered!'}
    actions={
      <>
        <Button component={RouterLink} to="/my-registrations" variant="contained">
          View My Registrations
        </Button>
        {onRegisterSomeoneElse && (
          <Button onClick={onRegisterSomeoneElse} variant="outlined">
            Register Someone Else
          </Button>
        )}
      </>
    }
  >
    {registeredOther && (
      <Typography component="p" role="status" sx={{ fontWeight: 600, mb: 1 }}>
        {otherRegisteredText(registeredOther, convention)}
      </Typography>
    )}
    {waitingPosition
      ? `${convention.name} is full. ${waitingListMessage(waitingPosition)}: when a place becomes free, the first in line gets it.`
      : `You are registered for ${convention.name}. See you at the table!`}
  </StateCard>
);
