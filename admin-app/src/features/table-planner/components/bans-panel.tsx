import { Button, Paper, Stack, Typography } from '@mui/material';
import type { PlanBan, TablePlan } from 'shared-api';

/** A ban in words: "1846 in Saturday Day", "Dee not at 1830 in Saturday Day". */
export const banText = (plan: TablePlan, ban: PlanBan, nameOf: (id: string) => string) => {
  const sessions = plan.sessions
    .filter((s) => ban.sessionIds.includes(s.id))
    .map((s) => s.name)
    .join(' and ');
  return ban.attendeeId === null
    ? `${ban.gameTitle} in ${sessions}`
    : `${nameOf(ban.attendeeId)} not at ${ban.gameTitle} in ${sessions}`;
};

interface BansPanelProps {
  plan: TablePlan;
  nameOf: (attendeeId: string) => string;
  busy: boolean;
  onLift: (ban: PlanBan) => void;
}

/** What the next runs will not propose, each with a way to lift it. */
export const BansPanel = ({ plan, nameOf, busy, onLift }: BansPanelProps) =>
  plan.bans.length === 0 ? null : (
    <Paper variant="outlined" component="section" aria-label="Bans" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Bans
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        The planner does not propose these again; pinned tables stay as they are.
      </Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
        {plan.bans.map((ban) => {
          const text = banText(plan, ban, nameOf);
          return (
            <Stack
              key={ban.id}
              component="li"
              direction="row"
              spacing={1}
              sx={{ listStyle: 'none', alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography>{text}</Typography>
              <Button
                size="small"
                variant="outlined"
                disabled={busy}
                aria-label={`Lift the ban: ${text}`}
                onClick={() => onLift(ban)}
              >
                Lift
              </Button>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
