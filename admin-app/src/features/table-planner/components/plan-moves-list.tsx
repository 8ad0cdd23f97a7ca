import { List, ListItem, Typography } from '@mui/material';
import { getErrorMessage } from 'shared-api';
import { useGetTablePlanMovesQuery } from 'shared-api/admin';
import { ErrorAlert, PageSpinner } from 'shared-ui';

export const MOVES_LOAD_FAILED = 'Failed to load who moved between the two plans.';

interface PlanMovesListProps {
  conventionId: number;
  from: number;
  to: number;
}

/** Who sits at another game (or at none) in version `to` than in version `from`. */
export const PlanMovesList = ({ conventionId, from, to }: PlanMovesListProps) => {
  const { data: moves, error } = useGetTablePlanMovesQuery(
    { conventionId, from, to },
    { skip: from === to },
  );
  if (from === to) return null;
  if (error) return <ErrorAlert message={getErrorMessage(error, MOVES_LOAD_FAILED)} />;
  if (!moves) return <PageSpinner />;
  return (
    <section aria-label="Who moved">
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 2 }}>
        {`Who moved from version ${from} to version ${to}`}
      </Typography>
      {moves.length === 0 ? (
        <Typography>Nobody moved.</Typography>
      ) : (
        <List dense>
          {moves.map((move) => (
            <ListItem key={`${move.attendeeId}/${move.sessionName}`} disableGutters>
              {`${move.name}, ${move.sessionName}: ${move.from ?? 'unseated'} → ${move.to ?? 'unseated'}`}
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
};
