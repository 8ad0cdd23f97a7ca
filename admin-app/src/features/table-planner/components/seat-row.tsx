import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { Chip, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { PlanAttendee, PlanTable } from 'shared-api';
import { PlayerHandle } from '../dnd/player-handle';

export const UNSEATED = 'unseated';

export interface SeatActions {
  busy: boolean;
  nameOf: (attendeeId: string) => string;
  /** The attendee, when still registered: what they want and whether they are new. */
  attendeeOf: (attendeeId: string) => PlanAttendee | undefined;
  onMove: (attendeeId: string, from: PlanTable, to: string) => void;
  onPinSeat: (table: PlanTable, attendeeId: string) => void;
  onBanSeat: (table: PlanTable, attendeeId: string) => void;
}

interface SeatRowProps extends SeatActions {
  attendeeId: string;
  table: PlanTable;
  sessionId: number;
  /** The other tables of the same session, where the player may move. */
  others: readonly PlanTable[];
}

/**
 * One player at a table: dragged by the handle, or moved with the select (the explicit keyboard
 * way); their seat pinned for the next run, or banned (they leave the table and are not seated at
 * this game in this session again).
 */
export const SeatRow = ({
  attendeeId,
  table,
  sessionId,
  others,
  busy,
  nameOf,
  attendeeOf,
  onMove,
  onPinSeat,
  onBanSeat,
}: SeatRowProps) => {
  const name = nameOf(attendeeId);
  const seatPinned = table.pinnedPlayerIds.includes(attendeeId);
  const attendee = attendeeOf(attendeeId);
  return (
    // The name above its actions at every width: a card is a phone's width even on a desktop grid.
    <Stack component="li" spacing={0.5} sx={{ listStyle: 'none' }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PlayerHandle
          drag={{ attendeeId, name, fromTableId: table.id, sessionId }}
          disabled={busy}
        />
        <Typography>{name}</Typography>
        {attendee?.wants.includes(table.gameId) && (
          <CheckIcon
            titleAccess={`Wants to play ${table.gameTitle}`}
            color="success"
            fontSize="small"
          />
        )}
        {attendee?.level === 0 && <Chip size="small" label="New player" />}
        {attendeeId === table.teacherId && <Chip size="small" label="Teaches" />}
        {attendeeId === table.copyOwnerId && <Chip size="small" label="Brings the copy" />}
        {seatPinned && <Chip size="small" color="primary" label="Seat pinned" />}
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <IconButton
          title={seatPinned ? 'Unpin this seat' : 'Keep this seat on the next run'}
          aria-label={`Pin ${name}'s seat`}
          aria-pressed={seatPinned}
          color={seatPinned ? 'primary' : 'default'}
          disabled={busy}
          onClick={() => onPinSeat(table, attendeeId)}
          sx={{ width: 44, height: 44 }}
        >
          {seatPinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
        </IconButton>
        <IconButton
          title={`Not at ${table.gameTitle} in this session again`}
          aria-label={`Ban ${name} from ${table.gameTitle}`}
          disabled={busy}
          onClick={() => onBanSeat(table, attendeeId)}
          sx={{ width: 44, height: 44 }}
        >
          <BlockIcon />
        </IconButton>
        <TextField
          select
          size="small"
          label={`Move ${name}`}
          value=""
          disabled={busy}
          onChange={(event) => onMove(attendeeId, table, event.target.value)}
          sx={{ minWidth: 160, flexGrow: 1 }}
        >
          {others.map((other) => (
            <MenuItem key={other.id} value={other.id}>
              {`To ${other.gameTitle} (${other.playerIds.length})`}
            </MenuItem>
          ))}
          <MenuItem value={UNSEATED}>To unseated</MenuItem>
        </TextField>
      </Stack>
    </Stack>
  );
};
