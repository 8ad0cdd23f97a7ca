import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatClubMoment, type AuditEntry } from 'shared-api';
import { auditObjectLink, auditObjectText } from '../logic/audit-links';

/** Nobody signed in: a failed sign-in, a reset asked for, an account since erased. */
export const NO_ACTOR = 'Nobody signed in';

/** One entry: when (Brussels time), who, what, and the object linked to its page. */
export const AuditEntryCard = ({ entry }: { entry: AuditEntry }) => {
  const link = auditObjectLink(entry);
  const object = auditObjectText(entry);
  return (
    <Card component="li" variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography component="time" dateTime={entry.at} variant="body2" color="text.secondary">
          {formatClubMoment(entry.at)}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          <strong>{entry.actor ? entry.actor.name || entry.actor.email : NO_ACTOR}</strong>
          {entry.actor && ` (${entry.actor.email})`} · <code>{entry.action}</code>
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {link ? (
            <Link component={RouterLink} to={link}>
              {object}
            </Link>
          ) : (
            object
          )}
        </Typography>
      </CardContent>
    </Card>
  );
};
