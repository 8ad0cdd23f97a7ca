import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  formatClubDateTime,
  getErrorMessage,
  useGetConventionsQuery,
  useGetTablePlanQuery,
  usePublishTablePlanMutation,
  useRunTablePlanMutation,
  useSaveTablePlanMutation,
  type PlanBan,
  type PlanTable,
  type TablePlan,
} from 'shared-api';
import {
  useBanTablePlanMutation,
  useLiftTablePlanBanMutation,
  useRestoreTablePlanMutation,
} from 'shared-api/admin';
import { ErrorAlert, PageContainer, PageSpinner, useToast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { BoardDnd } from '../dnd/board-dnd';
import { BansPanel } from './bans-panel';
import { PlanVersionsPanel } from './plan-compare';
import { PrintTableSheetsButton } from './print-table-sheets-button';
import { UNSEATED } from './seat-row';
import { TableCard } from './table-card';
import { UnmatchedWishesPanel } from './unmatched-wishes-panel';
import { UnseatedPanel } from './unseated-panel';

export const PLAN_LOAD_FAILED = 'Failed to load the table plan.';

/**
 * How often an open board asks for the plan while its page is visible (and again when the window
 * gets the focus back): what another organiser saved shows within this time, not only at the next
 * change, which their save would refuse.
 */
export const BOARD_POLL_INTERVAL_MS = 15_000;
/** The tables a move changes: the player leaves one table and (unless unseated) joins another. */
const moveChanges = (plan: TablePlan, attendeeId: string, from: PlanTable | null, to: string) =>
  plan.tables
    .filter((t) => t.id === from?.id || t.id === to)
    .map((t) => ({
      id: t.id,
      pinned: t.pinned,
      playerIds:
        t.id === to ? [...t.playerIds, attendeeId] : t.playerIds.filter((id) => id !== attendeeId),
    }));

const Board = ({ conventionId }: { conventionId: number }) => {
  const {
    data: plan,
    isLoading,
    error,
  } = useGetTablePlanQuery(conventionId, {
    pollingInterval: BOARD_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const [run, { isLoading: running }] = useRunTablePlanMutation();
  const [save, { isLoading: saving }] = useSaveTablePlanMutation();
  const [publish, { isLoading: publishing }] = usePublishTablePlanMutation();
  const [ban, { isLoading: banning }] = useBanTablePlanMutation();
  const [lift, { isLoading: lifting }] = useLiftTablePlanBanMutation();
  const [restore, { isLoading: restoring }] = useRestoreTablePlanMutation();
  const [confirmPublish, setConfirmPublish] = useState(false);
  const { showToast } = useToast();
  const busy = running || saving || publishing || banning || lifting || restoring;

  if (isLoading && !plan) return <PageSpinner />;
  if (error || !plan) return <ErrorAlert message={getErrorMessage(error, PLAN_LOAD_FAILED)} />;

  const nameOf = (id: string) => plan.attendees.find((a) => a.id === id)?.name ?? 'Someone';
  const failed = (caught: unknown) =>
    showToast({
      header: 'Action Failed',
      body: getErrorMessage(caught, 'An unexpected error occurred.'),
      variant: 'danger',
    });

  const act = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      showToast({ body: success, variant: 'success' });
    } catch (caught) {
      failed(caught);
    }
  };

  const move = (attendeeId: string, from: PlanTable | null, to: string) =>
    void act(
      () =>
        save({
          conventionId,
          version: plan.version,
          tables: moveChanges(plan, attendeeId, from, to === UNSEATED ? '' : to),
        }).unwrap(),
      `${nameOf(attendeeId)} moved.`,
    );
  const pin = (table: PlanTable) =>
    void act(
      () =>
        save({
          conventionId,
          version: plan.version,
          tables: [{ id: table.id, playerIds: table.playerIds, pinned: !table.pinned }],
        }).unwrap(),
      table.pinned ? 'Table unpinned.' : 'Table pinned.',
    );

  const pinSeat = (table: PlanTable, attendeeId: string) => {
    const pinned = table.pinnedPlayerIds.includes(attendeeId);
    void act(
      () =>
        save({
          conventionId,
          version: plan.version,
          tables: [
            {
              id: table.id,
              playerIds: table.playerIds,
              pinned: table.pinned,
              pinnedPlayerIds: pinned
                ? table.pinnedPlayerIds.filter((id) => id !== attendeeId)
                : [...table.pinnedPlayerIds, attendeeId],
            },
          ],
        }).unwrap(),
      `${nameOf(attendeeId)}'s seat ${pinned ? 'unpinned' : 'pinned'}.`,
    );
  };
  const banSeat = (table: PlanTable, attendeeId: string) =>
    void act(
      () =>
        ban({
          conventionId,
          version: plan.version,
          tableId: table.id,
          playerId: attendeeId,
        }).unwrap(),
      `${nameOf(attendeeId)} will not be seated at ${table.gameTitle} in this session again.`,
    );
  const banTable = (table: PlanTable) =>
    void act(
      () => ban({ conventionId, version: plan.version, tableId: table.id }).unwrap(),
      `${table.gameTitle} will not be proposed in this session again.`,
    );
  const liftBan = (planBan: PlanBan) =>
    void act(
      () => lift({ conventionId, version: plan.version, banId: planBan.id }).unwrap(),
      'Ban lifted.',
    );
  const restoreVersion = (version: number) =>
    void act(
      () => restore({ conventionId, version: plan.version, restoreVersion: version }).unwrap(),
      `Version ${version} is the draft again.`,
    );
  const dropMove = (attendeeId: string, fromTableId: string | null, toTableId: string | null) =>
    move(attendeeId, plan.tables.find((t) => t.id === fromTableId) ?? null, toTableId ?? UNSEATED);

  const anyPinned = plan.tables.some((t) => t.pinned);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 2 }}>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() =>
            void act(
              () => run({ conventionId, version: plan.version }).unwrap(),
              'The tables are planned.',
            )
          }
        >
          {running ? 'Planning...' : anyPinned ? 'Re-run around pins' : 'Run Planner'}
        </Button>
        <Button
          variant="outlined"
          disabled={busy || plan.tables.length === 0}
          onClick={() => setConfirmPublish(true)}
        >
          Publish
        </Button>
        <PrintTableSheetsButton conventionId={conventionId} published={plan.publishedAt !== null} />
      </Stack>
      <Typography role="status" sx={{ mb: 2 }}>
        {plan.publishedAt
          ? `Published ${formatClubDateTime(plan.publishedAt)}${
              plan.changedSincePublished ? '; changed since' : ''
            }.`
          : 'Not published yet.'}{' '}
        {plan.metrics &&
          `Seats: ${plan.metrics.seated}; wanted games: ${plan.metrics.wantedSeats}; ` +
            `play-with wishes met: ${plan.metrics.playWithMet}; New players without teacher: ${plan.metrics.newWithoutTeacher}.`}
      </Typography>
      {/* How the last run was solved: one model or day by day, proven best or not. */}
      {plan.solver && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {`Last run: ${plan.solver.note} (${plan.solver.seconds.toFixed(1)} s)`}
        </Typography>
      )}
      <UnmatchedWishesPanel wishes={plan.unmatched} />
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
                {`${session.name} · ${formatClubDateTime(session.startDateTime)}`}
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
                {tables.map((table) => (
                  <TableCard
                    key={table.id}
                    table={table}
                    sessionId={session.id}
                    others={tables.filter((t) => t.id !== table.id)}
                    nameOf={nameOf}
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
        open={confirmPublish}
        title="Publish Tables"
        message="Publish these tables? Every seated attendee gets an inbox message and an email with their tables."
        confirmLabel="Publish"
        busy={publishing}
        onConfirm={() => {
          setConfirmPublish(false);
          void act(
            () => publish({ conventionId, version: plan.version }).unwrap(),
            'The tables are published.',
          );
        }}
        onCancel={() => setConfirmPublish(false)}
      />
    </>
  );
};

/** /admin/table-planner: a convention's proposed tables, moved, pinned, re-planned, published. */
export const TablePlannerPage = () => {
  const { data: conventions, isLoading, error } = useGetConventionsQuery();
  const [chosen, setChosen] = useState<number | null>(null);
  // The active convention until the organiser picks another.
  const fallback = conventions?.find((c) => c.isActive) ?? conventions?.[0];
  const conventionId = chosen ?? fallback?.id ?? null;

  if (isLoading && !conventions) return <PageSpinner />;
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Table Planner
      </Typography>
      {error ? (
        <ErrorAlert message={getErrorMessage(error, PLAN_LOAD_FAILED)} />
      ) : !conventions || conventions.length === 0 ? (
        <Alert severity="info">No conventions found.</Alert>
      ) : (
        <>
          <TextField
            select
            label="Convention"
            value={conventionId ?? ''}
            onChange={(event) => setChosen(Number(event.target.value))}
            sx={{ minWidth: { xs: '100%', sm: 320 } }}
          >
            {conventions.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          {conventionId !== null && <Board key={conventionId} conventionId={conventionId} />}
        </>
      )}
    </PageContainer>
  );
};
