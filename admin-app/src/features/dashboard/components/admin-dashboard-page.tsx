import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from 'shared-api';
import { useGetAttentionQuery } from 'shared-api/admin';
import { ErrorAlert, PageContainer, PageSpinner } from 'shared-ui';
import { useUrlParam } from '../../../components/search-box';
import { attentionGroups } from '../logic/attention-items';
import { AttentionCard } from './attention-card';

export const ATTENTION_LOAD_FAILED = 'Failed to load what needs attention.';
export const NO_ACTIVE_CONVENTION = 'No convention is active: only the counts of the site show.';

/**
 * /admin: what waits for the organisers, for the active convention (or ?conventionId=), each
 * count leading to the list that resolves it.
 */
export const AdminDashboardPage = () => {
  const [conventionId] = useUrlParam('conventionId');
  const { data, error, isLoading } = useGetAttentionQuery(Number(conventionId) || undefined);

  const body = () => {
    if (isLoading) return <PageSpinner />;
    if (error || !data)
      return <ErrorAlert message={getErrorMessage(error, ATTENTION_LOAD_FAILED)} />;
    return (
      <>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {data.convention ? data.convention.name : NO_ACTIVE_CONVENTION}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {attentionGroups(data).map((group) => (
            <AttentionCard key={group.heading} group={group} />
          ))}
        </Box>
      </>
    );
  };

  return <PageContainer title="What Needs Attention">{body()}</PageContainer>;
};
