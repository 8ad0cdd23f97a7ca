import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  CLUB_TIMES_NOTE,
  compareSessionsByStart,
  formatClubDateTime,
  type Session,
} from 'shared-api';
import { RemoveSessionButton } from './remove-session-button';

/**
 * Name, Starts, Ends (dd/mm/yyyy, HH:mm on the club's clock) and how many are registered, sorted by
 * start.
 */
export const SessionsTable = ({
  sessions,
  capacity = null,
  removableFrom = null,
}: {
  sessions: readonly Session[];
  /** The convention's capacity: with one, each session shows the places left. */
  capacity?: number | null;
  /** The convention whose sessions may be removed; null when it is past. */
  removableFrom?: number | null;
}) => {
  if (sessions.length === 0)
    return <Typography color="text.secondary">No sessions found.</Typography>;
  return (
    <Table size="small" aria-label="Sessions">
      <caption>{CLUB_TIMES_NOTE}</caption>
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Starts</TableCell>
          <TableCell>Ends</TableCell>
          <TableCell align="right">Registered</TableCell>
          {capacity !== null && <TableCell align="right">Places Left</TableCell>}
          {removableFrom !== null && <TableCell>Actions</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {[...sessions].sort(compareSessionsByStart).map((session) => (
          <TableRow key={session.id}>
            <TableCell>{session.name}</TableCell>
            <TableCell>{formatClubDateTime(session.startDateTime)}</TableCell>
            <TableCell>{formatClubDateTime(session.endDateTime)}</TableCell>
            <TableCell align="right">{session.registeredCount}</TableCell>
            {capacity !== null && (
              <TableCell align="right">{Math.max(capacity - session.registeredCount, 0)}</TableCell>
            )}
            {removableFrom !== null && (
              <TableCell>
                <RemoveSessionButton conventionId={removableFrom} session={session} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
