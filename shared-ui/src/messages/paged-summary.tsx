import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { pageRange } from './page-range';

export interface PagedSummaryProps {
  pageNumber: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  onPageChange: (pageNumber: number) => void;
  /** What is counted: 'Showing 1-20 of 45 messages'. */
  noun?: string;
}

/** Numbered pagination with its 'Showing x-y of N' summary, as the inboxes show it. */
export const PagedSummary = ({
  pageNumber,
  pageSize,
  totalCount,
  totalPages,
  onPageChange,
  noun = 'messages',
}: PagedSummaryProps) => {
  const { from, to } = pageRange(pageNumber, pageSize, totalCount);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        mt: 2,
      }}
    >
      <Typography color="text.secondary" role="status">
        Showing {from}-{to} of {totalCount} {noun}
      </Typography>
      {totalPages > 1 && (
        <Pagination
          count={totalPages}
          page={pageNumber}
          onChange={(_event, page) => onPageChange(page)}
          color="primary"
          siblingCount={0}
          getItemAriaLabel={(type, page, selected) => {
            if (type === 'page')
              return selected ? `Page ${page}, current page` : `Go to page ${page}`;
            return `Go to ${type} page`;
          }}
        />
      )}
    </Box>
  );
};
