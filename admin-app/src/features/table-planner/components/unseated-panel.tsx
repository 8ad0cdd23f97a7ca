import { MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import type { PlanTable } from 'shared-api';
import { PlayerHandle } from '../dnd/player-handle';
import { useSeatDrop } from '../dnd/use-seat-drop';

interface UnseatedPanelProps {
  sessionId: number;
  attendeeIds: readonly string[];
  tables: readonly PlanTable[];
  nameOf: (attendeeId: string) => string;
  busy: boolean;
  onSeat: (attendeeId: string, tableId: string) => void;
}

/** Who has no seat in a session: dragged to a table or seated with a select; a drop target too. */
export const UnseatedPanel = ({
  sessionId,
  attendeeIds,
  tables,
  nameOf,
  busy,
  onSeat,
}: UnseatedPanelProps) => {
  const { setNodeRef, highlighted } = useSeatDrop({ sessionId, tableId: null, label: 'Unseated' });
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      sx={{
        p: 2,
        mt: 2,
        borderColor: highlighted ? 'primary.main' : undefined,
        borderWidth: highlighted ? 2 : undefined,
        bgcolor: highlighted ? 'action.hover' : undefined,
      }}
    >
      <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Unseated
      </Typography>
      {attendeeIds.length === 0 && (
        <Typography variant="body2">
          Everyone has a seat. Drop a player here to unseat them.
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label="Unseated">
        {attendeeIds.map((attendeeId) => (
          <Stack
            key={attendeeId}
            component="li"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ listStyle: 'none', alignItems: { sm: 'center' } }}
          >
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 200 }}>
              <PlayerHandle
                drag={{ attendeeId, name: nameOf(attendeeId), fromTableId: null, sessionId }}
                disabled={busy || tables.length === 0}
              />
              <Typography>{nameOf(attendeeId)}</Typography>
            </Stack>
            {tables.length > 0 && (
              <TextField
                select
                size="small"
                label={`Seat ${nameOf(attendeeId)}`}
                value=""
                disabled={busy}
                onChange={(event) => onSeat(attendeeId, event.target.value)}
                sx={{ minWidth: 180 }}
              >
                {tables.map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {`At ${t.gameTitle} (${t.playerIds.length})`}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
};
