import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { ErrorAlert, PageContainer, PageSpinner } from 'shared-ui';
import { useLogsView } from '../hooks/use-logs-view';
import { LogCard } from './log-card';
import { LogFilterBar } from './log-filter-bar';

export const NO_LOGS_MESSAGE = 'No logs found for the selected criteria.';

/** /admin/logs: the filtered, paged System Logs, read through POST /api/Logs. */
export const SystemLogsPage = () => {
  const { view, page, isLoading, isFetching, errorMessage, ...actions } = useLogsView();
  const pageCount = page ? Math.ceil(page.totalCount / page.pageSize) : 0;

  const content = () => {
    if (isLoading) return <PageSpinner />;
    if (errorMessage !== null) return <ErrorAlert message={errorMessage} />;
    if (!page || page.items.length === 0) return <Alert severity="info">{NO_LOGS_MESSAGE}</Alert>;
    return (
      <>
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {page.items.map((entry) => (
            <LogCard
              key={entry.id}
              entry={entry}
              traceOpen={view.openTraceId === entry.id}
              onToggleTrace={() => actions.toggleTrace(entry.id)}
            />
          ))}
        </Stack>
        {pageCount > 1 && (
          <Pagination
            sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            count={pageCount}
            page={view.pageNumber}
            siblingCount={0}
            onChange={(_event, pageNumber) => actions.changePage(pageNumber)}
          />
        )}
      </>
    );
  };

  return (
    <PageContainer title="System Logs">
      <LogFilterBar
        range={view.draft}
        onChange={actions.changeDates}
        onFilter={actions.filter}
        onReset={actions.reset}
      />
      {isFetching && !isLoading && <LinearProgress aria-label="Loading logs" sx={{ mb: 1 }} />}
      {content()}
    </PageContainer>
  );
};
