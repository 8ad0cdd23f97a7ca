import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getErrorMessage } from 'shared-api';
import { useGetAuditQuery } from 'shared-api/admin';
import { ErrorAlert, PageContainer, PageSpinner } from 'shared-ui';
import {
  auditFilterOf,
  auditPageOf,
  auditParams,
  auditQueryOf,
  type AuditFilterValues,
} from '../logic/audit-filters';
import { AuditEntryCard } from './audit-entry-card';
import { AuditFilterForm } from './audit-filter-form';

export const AUDIT_LOAD_FAILED = 'Failed to load the audit trail.';
export const NO_AUDIT_ENTRIES = 'Nothing was recorded for this filter.';

/** /admin/audit: who did what to what and when, newest first, filtered and paged in the address. */
export const AuditTrailPage = () => {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => auditFilterOf(params), [params]);
  const page = auditPageOf(params);
  const { data, error, isLoading, isFetching } = useGetAuditQuery(auditQueryOf(filter, page));
  const go = (next: AuditFilterValues, nextPage: number) => setParams(auditParams(next, nextPage));

  const content = () => {
    if (isLoading) return <PageSpinner />;
    if (error || !data) return <ErrorAlert message={getErrorMessage(error, AUDIT_LOAD_FAILED)} />;
    if (data.items.length === 0) return <Alert severity="info">{NO_AUDIT_ENTRIES}</Alert>;
    return (
      <>
        <Typography sx={{ mb: 1 }}>
          {data.totalCount} {data.totalCount === 1 ? 'entry' : 'entries'}
        </Typography>
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.items.map((entry) => (
            <AuditEntryCard key={entry.id} entry={entry} />
          ))}
        </Stack>
        {data.totalPages > 1 && (
          <Pagination
            sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            count={data.totalPages}
            page={page}
            siblingCount={0}
            onChange={(_event, next) => go(filter, next)}
          />
        )}
      </>
    );
  };

  return (
    <PageContainer title="Audit Trail">
      <AuditFilterForm filter={filter} onFilter={(next) => go(next, 1)} />
      {isFetching && !isLoading && (
        <LinearProgress aria-label="Loading the audit trail" sx={{ mb: 1 }} />
      )}
      {content()}
    </PageContainer>
  );
};
