import {
  Box,
  Button,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { formatClubMoment, getErrorMessage, type PlanVersion, type TablePlan } from 'shared-api';
import { useGetTablePlanHistoryQuery } from 'shared-api/admin';
import { PlanMovesList } from './plan-moves-list';
import { ErrorAlert, PageSpinner } from 'shared-ui';

export const HISTORY_LOAD_FAILED = 'Failed to load the earlier versions of the plan.';

type Metric = keyof NonNullable<PlanVersion['metrics']>;

const METRICS: [Metric, string][] = [
  ['seated', 'Seated'],
  ['wantedSeats', 'Wanted seats'],
  ['attendeesWithAWantedGame', 'Attendees with a wanted game'],
  ['playWithMet', 'Play-with wishes met'],
  ['newWithoutTeacher', 'New players without teacher'],
  ['playsTwice', 'Playing a game twice'],
  ['unseated', 'Unseated'],
];

const ACTIONS: Record<PlanVersion['action'], string> = {
  run: 'planned',
  edit: 'edited',
  ban: 'a ban',
  lift: 'a ban lifted',
  restore: 'restored',
  publish: 'published',
  undo: 'a change undone',
};

const versionLabel = (v: PlanVersion) =>
  `${v.milestone ? `${v.milestone}, version ${v.version}` : `Version ${v.version}: ${ACTIONS[v.action]}`}, ${formatClubMoment(v.savedAt)}${
    v.savedBy ? `, by ${v.savedBy}` : ''
  }`;

interface PlanCompareProps {
  plan: TablePlan;
  busy: boolean;
  onRestore: (version: number) => void;
}

/**
 * Two kept versions of the plan side by side (the metrics the board shows, and who is left
 * unseated), each of which can be taken back as the draft.
 */
export const PlanCompare = ({ plan, busy, onRestore }: PlanCompareProps) => {
  const { data: versions, error } = useGetTablePlanHistoryQuery({
    conventionId: plan.conventionId,
    version: plan.version,
  });
  const [firstChosen, setFirst] = useState<number | null>(null);
  const [secondChosen, setSecond] = useState<number | null>(null);
  if (error) return <ErrorAlert message={getErrorMessage(error, HISTORY_LOAD_FAILED)} />;
  if (!versions) return <PageSpinner />;
  if (versions.length < 2)
    return (
      <Typography>Plan again or change the plan: then two versions can be compared.</Typography>
    );

  // By default the draft, and the run before it (or simply the version before it).
  const first = versions.find((v) => v.version === firstChosen) ?? versions[0]!;
  const second =
    versions.find((v) => v.version === secondChosen) ??
    versions.find((v) => v !== first && v.action === 'run') ??
    versions.find((v) => v !== first)!;
  const shown = [first, second];
  const choose = (label: string, value: PlanVersion, set: (version: number) => void) => (
    <TextField
      select
      label={label}
      value={value.version}
      onChange={(event) => set(Number(event.target.value))}
      sx={{ minWidth: { xs: '100%', sm: 320 }, flex: 1 }}
    >
      {versions.map((v) => (
        <MenuItem key={v.version} value={v.version}>
          {versionLabel(v)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {choose('First plan', first, setFirst)}
        {choose('Second plan', second, setSecond)}
      </Box>
      <Table size="small" aria-label="The two plans compared">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Metric
            </TableCell>
            {shown.map((v, i) => (
              <TableCell key={i} component="th" scope="col" align="right">
                {`Version ${v.version}${v.version === plan.version ? ' (draft)' : ''}`}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {METRICS.map(([metric, label]) => (
            <TableRow key={metric}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              {shown.map((v, i) => (
                <TableCell key={i} align="right">
                  {v.metrics ? v.metrics[metric] : 'None'}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row">
              Tables
            </TableCell>
            {shown.map((v, i) => (
              <TableCell key={i} align="right">
                {v.tables}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
      <PlanMovesList conventionId={plan.conventionId} from={second.version} to={first.version} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {[...new Set(shown.map((v) => v.version))]
          .filter((version) => version !== plan.version)
          .map((version) => (
            <Button
              key={version}
              variant="outlined"
              disabled={busy}
              onClick={() => onRestore(version)}
            >
              {`Restore version ${version}`}
            </Button>
          ))}
      </Box>
    </>
  );
};

/** The comparison, opened on demand: the history is only fetched when the organiser asks. */
export const PlanVersionsPanel = (props: PlanCompareProps) => {
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" component="section" aria-label="Compare plans" sx={{ p: 2, mb: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
          Compare plans
        </Typography>
        <Button variant="outlined" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide versions' : 'Show versions'}
        </Button>
      </Box>
      {open && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Every run of the planner is kept, and the last 50 versions: every saved change. Their
            figures are worked out from the registrations as they are now.
          </Typography>
          <PlanCompare {...props} />
        </Box>
      )}
    </Paper>
  );
};
