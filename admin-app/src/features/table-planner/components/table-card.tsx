import BlockIcon from '@mui/icons-material/Block';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { PlanTable } from 'shared-api';
import { useSeatDrop } from '../dnd/use-seat-drop';
import { SeatRow, type SeatActions } from './seat-row';

/** On a table whose seats differ from what its players were told when the plan was published. */
export const TABLE_CHANGED = 'Changed since published';

export interface TableCardProps extends SeatActions {
  table: PlanTable;
  /** Its number in the session, as on the printed sheets' order: 1, 2, 3... */
  number: number;
  /** The session whose section shows the card (a long game's table shows in two). */
  sessionId: number;
  /** The other tables of the same session, where a player may move. */
  others: readonly PlanTable[];
  onPin: (table: PlanTable) => void;
  onBanTable: (table: PlanTable) => void;
}

/**
 * One proposed table: game, copy owner, teacher, players (each dragged, or moved by a select),
 * warnings; pinned as it is for the next run, or banned (its game is not proposed in this
 * session again).
 */
export const TableCard = ({
  table,
  number,
  sessionId,
  others,
  onPin,
  onBanTable,
  ...seat
}: TableCardProps) => {
  const { setNodeRef, highlighted } = useSeatDrop({
    sessionId,
    tableId: table.id,
    label: `the ${table.gameTitle} table`,
  });
  const { busy, nameOf } = seat;
  // Every card has these buttons: their names say which table they act on.
  const which = `table ${number}, ${table.gameTitle}`;
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      component="li"
      sx={{
        p: 2,
        listStyle: 'none',
        borderColor: highlighted || table.pinned ? 'primary.main' : undefined,
        borderWidth: highlighted ? 2 : undefined,
        bgcolor: highlighted ? 'action.hover' : undefined,
      }}
      aria-label={`${table.gameTitle} table`}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography variant="body2" color="text.secondary">{`Table ${number}`}</Typography>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {table.gameTitle}
          </Typography>
        </Stack>
        {table.changedSincePublished && <Chip size="small" label={TABLE_CHANGED} />}
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant={table.pinned ? 'contained' : 'outlined'}
            startIcon={table.pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
            disabled={busy}
            aria-pressed={table.pinned}
            aria-label={`${table.pinned ? 'Pinned' : 'Pin'} ${which}`}
            onClick={() => onPin(table)}
          >
            {table.pinned ? 'Pinned' : 'Pin'}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<BlockIcon />}
            disabled={busy}
            aria-label={`Ban ${which}`}
            onClick={() => onBanTable(table)}
          >
            Ban table
          </Button>
        </Stack>
      </Stack>
      {table.gameFacts && <Typography variant="body2">{table.gameFacts}</Typography>}
      <Typography variant="body2">
        {`Copy: ${table.copyOwnerId ? nameOf(table.copyOwnerId) : 'club'}`}
      </Typography>
      {table.teacherId && (
        <Typography variant="body2">{`Teacher: ${nameOf(table.teacherId)}`}</Typography>
      )}
      {table.warnings.map((warning) => (
        <Alert key={warning} severity="warning" sx={{ mt: 1 }}>
          {warning}
        </Alert>
      ))}
      <Stack component="ul" spacing={1} sx={{ p: 0, mt: 1.5, mb: 0 }} aria-label="Players">
        {table.playerIds.map((id) => (
          <SeatRow
            key={id}
            attendeeId={id}
            table={table}
            sessionId={sessionId}
            others={others}
            {...seat}
          />
        ))}
      </Stack>
    </Paper>
  );
};
