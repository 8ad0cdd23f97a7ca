import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { Alert, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import type { PlanTable } from 'shared-api';

export const UNSEATED = 'unseated';

export interface TableCardProps {
  table: PlanTable;
  /** The other tables of the same session, where a player may move. */
  others: readonly PlanTable[];
  nameOf: (attendeeId: string) => string;
  busy: boolean;
  onMove: (attendeeId: string, from: PlanTable, to: string) => void;
  onPin: (table: PlanTable) => void;
}

/** One proposed table: game, copy owner, teacher, players (each movable by a select), warnings. */
export const TableCard = ({ table, others, nameOf, busy, onMove, onPin }: TableCardProps) => (
  <Paper
    variant="outlined"
    component="li"
    sx={{ p: 2, listStyle: 'none', borderColor: table.pinned ? 'primary.main' : undefined }}
    aria-label={`${table.gameTitle} table`}
  >
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        {table.gameTitle}
      </Typography>
      <Button
        size="small"
        variant={table.pinned ? 'contained' : 'outlined'}
        startIcon={table.pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
        disabled={busy}
        aria-pressed={table.pinned}
        onClick={() => onPin(table)}
      >
        {table.pinned ? 'Pinned' : 'Pin'}
      </Button>
    </Stack>
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
        <Stack
          key={id}
          component="li"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ listStyle: 'none', alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography>{nameOf(id)}</Typography>
            {id === table.teacherId && <Chip size="small" label="Teaches" />}
          </Stack>
          <TextField
            select
            size="small"
            label={`Move ${nameOf(id)}`}
            value=""
            disabled={busy}
            onChange={(event) => onMove(id, table, event.target.value)}
            sx={{ minWidth: 180 }}
          >
            {others.map((other) => (
              <MenuItem key={other.id} value={other.id}>
                {`To ${other.gameTitle} (${other.playerIds.length})`}
              </MenuItem>
            ))}
            <MenuItem value={UNSEATED}>To unseated</MenuItem>
          </TextField>
        </Stack>
      ))}
    </Stack>
  </Paper>
);
