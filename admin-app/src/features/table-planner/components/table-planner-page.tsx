import { Alert, Typography } from '@mui/material';
import { getErrorMessage } from 'shared-api';
import { ErrorAlert, PageContainer, PageSpinner } from 'shared-ui';
import {
  ConventionSelect,
  PastConventionNote,
  useChosenConvention,
} from '../../../components/convention-select';
import { PLAN_LOAD_FAILED } from '../hooks/use-planning-board';
import { PlanningBoard } from './planning-board';

/** /admin/table-planner: a convention's proposed tables, moved, pinned, re-planned, published. */
export const TablePlannerPage = () => {
  const { conventions, convention, choose, isPast, isLoading, error } = useChosenConvention();

  if (isLoading) return <PageSpinner />;
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Table Planner
      </Typography>
      {error ? (
        <ErrorAlert message={getErrorMessage(error, PLAN_LOAD_FAILED)} />
      ) : conventions.length === 0 ? (
        <Alert severity="info">No conventions found.</Alert>
      ) : (
        <>
          <ConventionSelect
            conventions={conventions}
            value={convention?.id ?? null}
            onChange={choose}
          />
          {isPast && <PastConventionNote />}
          {convention && (
            <PlanningBoard key={convention.id} conventionId={convention.id} readOnly={isPast} />
          )}
        </>
      )}
    </PageContainer>
  );
};
