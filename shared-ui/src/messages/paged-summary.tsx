import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useUiT, type UiMessage } from '../i18n/own-messages';
import { pageRange } from './page-range';

export interface PagedSummaryProps {
  pageNumber: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  onPageChange: (pageNumber: number) => void;
  /** What is counted, in the language shown: 'Showing 1-20 of 45 messages' without one. */
  noun?: string;
}

/** The names of the buttons beside the page numbers. */
const PAGE_BUTTONS: Record<string, UiMessage> = {
  first: 'ui.paging.first',
  last: 'ui.paging.last',
  next: 'ui.paging.next',
  previous: 'ui.paging.previous',
};

/** Numbered pagination with its 'Showing x-y of N' summary, as the inboxes show it. */
export const PagedSummary = ({
  pageNumber,
  pageSize,
  totalCount,
  totalPages,
  onPageChange,
  noun,
}: PagedSummaryProps) => {
  const t = useUiT();
  const { from, to } = pageRange(pageNumber, pageSize, totalCount);
  const numbers = { from, to, total: totalCount };
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
        {noun === undefined
          ? t('ui.paging.messages', numbers)
          : t('ui.paging.items', { ...numbers, noun })}
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
              return selected
                ? t('ui.paging.currentPage', { page })
                : t('ui.paging.page', { page });
            const button = PAGE_BUTTONS[type];
            return button === undefined ? '' : t(button);
          }}
        />
      )}
    </Box>
  );
};
