import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { compareSessionsByStart, type Session } from 'shared-api';
import { formatDateTimeUtc } from 'shared-ui';

/** Name, Starts, Ends, sorted by start, each as dd/mm/yyyy, HH:mm in UTC. */
export const SessionsTable = ({ sessions }: { sessions: readonly Session[] }) => {
  if (sessions.length === 0)
    return <Typography color="text.secondary">No sessions found.</Typography>;
  return (
    <Table size="small" aria-label="Sessions">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Starts</TableCell>
          <TableCell>Ends</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {[...sessions].sort(compareSessionsByStart).map((session) => (
          <TableRow key={session.id}>
            <TableCell>{session.name}</TableCell>
            <TableCell>{formatDateTimeUtc(session.startDateTime)}</TableCell>
            <TableCell>{formatDateTimeUtc(session.endDateTime)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
