import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type MyTable, type PlanSession } from 'shared-api';
import { formatClubDateTimeForReader, useGetMyTablesQuery } from 'shared-api/member';

const TableLine = ({ table }: { table: MyTable }) => (
  <li>
    <Typography sx={{ fontWeight: 600 }}>
      {`${table.sessionNames.join(' and ')} · ${formatClubDateTimeForReader(table.startDateTime)}`}
    </Typography>
    <Typography>{`${table.gameTitle} · Table ${table.tableNumber}`}</Typography>
    <Typography variant="body2">
      {table.tableMates.length > 0 ? `With ${table.tableMates.join(', ')}` : 'No table mates yet'}
    </Typography>
    {table.teacher && (
      <Typography variant="body2">
        {table.teacher === 'you' ? 'You teach this game' : `Taught by ${table.teacher}`}
      </Typography>
    )}
    {table.copyOwner && (
      <Typography variant="body2">
        {table.copyOwner === 'you' ? 'You bring the copy' : `Copy brought by ${table.copyOwner}`}
      </Typography>
    )}
  </li>
);

/** A session the attendee registered for where the published plan has no seat for them. */
const NoTableLine = ({ session }: { session: PlanSession }) => (
  <li>
    <Typography sx={{ fontWeight: 600 }}>
      {`${session.name} · ${formatClubDateTimeForReader(session.startDateTime)}`}
    </Typography>
    <Typography>No table yet</Typography>
  </li>
);

/**
 * The tables the organisers published for the member (and for whom they registered), on the
 * dashboard and on /my-registrations. Nothing shows while the plan is a draft or when it cannot be
 * read: the page around it stays the point.
 */
export const MyTables = ({ sx }: { sx?: SxProps<Theme> }) => {
  const { data } = useGetMyTablesQuery();
  const seated = (data?.attendees ?? []).filter(
    (a) => a.tables.length > 0 || a.sessionsWithoutTable.length > 0,
  );
  if (seated.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="my-tables-heading" sx={sx}>
      <Typography id="my-tables-heading" variant="h5" component="h2" gutterBottom>
        My Tables
      </Typography>
      <Stack spacing={2}>
        {seated.map((attendee) => (
          <Card key={attendee.registrationId} variant="outlined">
            <CardContent>
              {seated.length > 1 && (
                <Typography component="h3" variant="h6" gutterBottom>
                  {attendee.attendeeName}
                </Typography>
              )}
              <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
                {[
                  ...attendee.tables.map((table) => ({
                    at: table.startDateTime,
                    line: (
                      <TableLine key={`${table.startDateTime} ${table.gameTitle}`} table={table} />
                    ),
                  })),
                  ...attendee.sessionsWithoutTable.map((session) => ({
                    at: session.startDateTime,
                    line: <NoTableLine key={session.id} session={session} />,
                  })),
                ]
                  .sort((a, b) => a.at.localeCompare(b.at))
                  .map(({ line }) => line)}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
};
