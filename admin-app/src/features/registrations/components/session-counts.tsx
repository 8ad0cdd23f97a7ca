import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminRegistration, Session } from 'shared-api';

interface SessionCountsProps {
  sessions: readonly Pick<Session, 'id' | 'name'>[];
  registrations: readonly AdminRegistration[];
}

/** How many play in each session, and how many of them are in the building. */
export const SessionCounts = ({ sessions, registrations }: SessionCountsProps) => (
  <Box component="section" aria-labelledby="session-counts-heading" sx={{ mb: 3 }}>
    <Typography id="session-counts-heading" variant="h6" component="h2" gutterBottom>
      Per Session
    </Typography>
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        gap: 1,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {sessions.map((session) => {
        const attendees = registrations.filter((r) => r.sessions.some((s) => s.id === session.id));
        const checkedIn = attendees.filter((r) => r.checkedIn).length;
        return (
          <Box
            component="li"
            key={session.id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}
          >
            <Typography sx={{ fontWeight: 600 }}>{session.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {attendees.length} registered · {checkedIn} checked in
            </Typography>
          </Box>
        );
      })}
    </Box>
  </Box>
);
