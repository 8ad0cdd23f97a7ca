import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { formatClubMoment, type TablePlan } from 'shared-api';
import { formatClubDateTimeForReader } from 'shared-api/admin';
import { ErrorAlert, PageSpinner } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { BoardDnd } from '../dnd/board-dnd';
import {
  anotherSeed,
  PLAN_LOAD_FAILED,
  useBoardActions,
  useBoardPlan,
} from '../hooks/use-planning-board';
import { BansPanel } from './bans-panel';
import { PlanVersionsPanel } from './plan-compare';
import { PrintTableSheetsButton } from './print-table-sheets-button';
import { TableCard } from './table-card';
import { UnmatchedWishesPanel } from './unmatched-wishes-panel';
import { UnseatedPanel } from './unseated-panel';

const TABLE_SIZES = [2, 3, 4, 5, 6];

/**
 * The board of a convention's plan: its tables by session, moved, pinned, re-planned, published.
 * A past convention's board is shown as it was played, with nothing to change.
 */
export const PlanningBoard = ({
  conventionId,
  readOnly,
}: {
  conventionId: number;
  readOnly: boolean;
}) => {
  const { plan, isLoading, failure } = useBoardPlan(conventionId);
  if (isLoading && !plan) return <PageSpinner />;
  if (failure !== null || !plan) return <ErrorAlert message={failure ?? PLAN_LOAD_FAILED} />;
  return <Board conventionId={conventionId} plan={plan} readOnly={readOnly} />;
};

const Board = ({
  conventionId,
  plan,
  readOnly,
}: {
  conventionId: number;
  plan: TablePlan;
  readOnly: boolean;
}) => {
  const {
    busy: saving,
    running,
    minTableSize,
    setMinTableSize,
    attendeeOf,
    nameOf,
    publish,
    move,
    dropMove,
    pin,
    pinSeat,
    banSeat,
    banTable,
    liftBan,
    restoreVersion,
    undoLast,
    runPlanner,
  } = useBoardActions(conventionId, plan);
  // Every control that changes the board is off while a change is saved, and for good when past.
  const busy = readOnly || saving;
  const anyPinned = plan.tables.some((t) => t.pinned);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 2 }}>
        {!readOnly && (
          <>
            <TextField
              select
              size="small"
              label="Smallest table"
              value={minTableSize}
              disabled={busy}
              onChange={(event) => setMinTableSize(Number(event.target.value))}
              sx={{ minWidth: 150 }}
            >
              {TABLE_SIZES.map((size) => (
                <MenuItem key={size} value={size}>{`${size} players`}</MenuItem>
              ))}
            </TextField>
            <Button variant="contained" disabled={busy} onClick={() => runPlanner(0)}>
              {running ? 'Planning...' : anyPinned ? 'Re-run around pins' : 'Run Planner'}
            </Button>
            {plan.tables.length > 0 && (
              <Button variant="outlined" disabled={busy} onClick={() => runPlanner(anotherSeed())}>
                Try another plan
              </Button>
            )}
            {plan.version > 1 && (
              <Button variant="outlined" disabled={busy} onClick={undoLast}>
                Undo
              </Button>
            )}
            <Button
              variant="outlined"
              disabled={busy || plan.tables.length === 0}
              onClick={() => publish.ask(undefined)}
            >
              Publish
            </Button>
          </>
        )}
        <PrintTableSheetsButton conventionId={conventionId} published={plan.publishedAt !== null} />
      </Stack>
      <Typography role="status" sx={{ mb: 2 }}>
        {plan.publishedAt
          ? `Published ${formatClubMoment(plan.publishedAt)}${
              plan.changedSincePublished ? `; changed since${changedTablesText(plan)}` : ''
            }.`
          : 'Not published yet.'}{' '}
        {plan.metrics &&
          `Seats: ${plan.metrics.seated}; wanted games: ${plan.metrics.wantedSeats}; ` +
            `play-with wishes met: ${plan.metrics.playWithMet}; New players without teacher: ${plan.metrics.newWithoutTeacher}; ` +
            `playing a game twice: ${plan.metrics.playsTwice}.`}
      </Typography>
      {/* How the last run was solved: one model or day by day, proven best or not. */}
      {plan.solver && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {`Last run: ${plan.solver.note} (${plan.solver.seconds.toFixed(1)} s)`}
        </Typography>
      )}
      {plan.featuredWithoutGame.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {`Featured games linked to no catalogue game: ${plan.featuredWithoutGame.join(', ')}. ` +
            'Picking them on the form counts as no wish to play: link each to its catalogue game on Featured Games.'}
        </Alert>
      )}
      {!readOnly && <UnmatchedWishesPanel conventionId={conventionId} wishes={plan.unmatched} />}
      <BansPanel plan={plan} nameOf={nameOf} busy={busy} onLift={liftBan} />
      {plan.version > 0 && <PlanVersionsPanel plan={plan} busy={busy} onRestore={restoreVersion} />}
      <BoardDnd onMove={dropMove}>
        {plan.sessions.map((session) => {
          const tables = plan.tables.filter((t) => t.sessionIds.includes(session.id));
          const unseated = plan.unseated
            .filter((u) => u.sessionId === session.id)
            .map((u) => u.attendeeId);
          return (
            <Box component="section" key={session.id} sx={{ mb: 3 }} aria-label={session.name}>
              <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
                {`${session.name} · ${formatClubDateTimeForReader(session.startDateTime)}`}
              </Typography>
              {tables.length === 0 && <Typography>No tables in this session.</Typography>}
              <Box
                component="ul"
                sx={{
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' },
                }}
              >
                {tables.map((table, index) => (
                  <TableCard
                    key={table.id}
                    table={table}
                    number={index + 1}
                    sessionId={session.id}
                    others={tables.filter((t) => t.id !== table.id)}
                    nameOf={nameOf}
                    attendeeOf={attendeeOf}
                    busy={busy}
                    onMove={move}
                    onPin={pin}
                    onPinSeat={pinSeat}
                    onBanSeat={banSeat}
                    onBanTable={banTable}
                  />
                ))}
              </Box>
              {(tables.length > 0 || unseated.length > 0) && (
                <UnseatedPanel
                  sessionId={session.id}
                  attendeeIds={unseated}
                  tables={tables}
                  nameOf={nameOf}
                  busy={busy}
                  onSeat={(attendeeId, tableId) => move(attendeeId, null, tableId)}
                />
              )}
            </Box>
          );
        })}
      </BoardDnd>
      <ConfirmDialog
        title="Publish Tables"
        message="Publish these tables? Every seated attendee gets an inbox message and an email with their tables."
        confirmLabel="Publish"
        {...publish.dialog}
      />
    </>
  );
};

/** Which tables changed since published, by game and session, for the status line. */
const changedTablesText = (plan: TablePlan) => {
  const changed = plan.tables.filter((table) => table.changedSincePublished);
  if (changed.length === 0) return '';
  const sessionName = (id: number) => plan.sessions.find((s) => s.id === id)?.name ?? '';
  return `: ${changed
    .map((table) => `${table.gameTitle} (${table.sessionIds.map(sessionName).join(', ')})`)
    .join('; ')}`;
};
