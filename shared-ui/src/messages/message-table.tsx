import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MouseEvent } from 'react';
import { useUiT } from '../i18n/own-messages';
import { WIDE_BREAKPOINT } from '../theme/theme';

/** One conversation as the inbox tables list it. */
export interface MessageRow {
  id: string;
  isRead: boolean;
  from: string;
  to: string;
  title: string;
  replies: number;
  /** The last activity's date as shown: the app formats it (on the club's clock). */
  date: string;
}

export interface MessageTableProps {
  rows: readonly MessageRow[];
  /** Names the table for screen readers, e.g. 'Messages'. */
  label: string;
  href: (row: MessageRow) => string;
  onOpen: (row: MessageRow) => void;
}

/** Unread is shown with an info icon and bold. */
const StatusIcon = ({ isRead }: { isRead: boolean }) => {
  const t = useUiT();
  return isRead ? (
    <DraftsOutlinedIcon titleAccess={t('ui.inbox.read')} color="action" />
  ) : (
    <MarkEmailUnreadIcon titleAccess={t('ui.inbox.unread')} color="info" />
  );
};

const TitleLink = ({
  row,
  href,
  onOpen,
}: { row: MessageRow } & Omit<MessageTableProps, 'rows' | 'label'>) => (
  <Link
    href={href(row)}
    underline="hover"
    onClick={(event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
      onOpen(row);
    }}
    sx={{ fontWeight: row.isRead ? 400 : 700, overflowWrap: 'anywhere' }}
  >
    {row.title}
  </Link>
);

const Participants = ({ row }: { row: MessageRow }) => {
  const t = useUiT();
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {t('ui.inbox.from', { name: row.from })}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {t('ui.inbox.to', { name: row.to })}
      </Box>
    </>
  );
};

/**
 * The inbox list: a table with Status, Participants, Title, Replies and Date on wide screens,
 * stacked cards on narrow ones. A click anywhere on a row opens the conversation.
 */
export const MessageTable = ({ rows, label, href, onOpen }: MessageTableProps) => {
  const t = useUiT();
  const wide = useMediaQuery(`(min-width:${WIDE_BREAKPOINT}px)`, { noSsr: true });
  if (!wide) {
    return (
      <Box
        component="ul"
        aria-label={label}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {rows.map((row) => (
          <Paper
            component="li"
            key={row.id}
            variant="outlined"
            onClick={() => onOpen(row)}
            sx={{
              p: 2,
              cursor: 'pointer',
              display: 'flex',
              gap: 1.5,
              bgcolor: row.isRead ? undefined : 'action.hover',
            }}
          >
            <StatusIcon isRead={row.isRead} />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <TitleLink row={row} href={href} onOpen={onOpen} />
              <Typography
                variant="body2"
                component="div"
                sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
              >
                <Participants row={row} />
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('ui.inbox.dateAndReplies', { date: row.date, count: row.replies })}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('ui.inbox.status')}</TableCell>
            <TableCell>{t('ui.inbox.participants')}</TableCell>
            <TableCell>{t('ui.inbox.title')}</TableCell>
            <TableCell align="right">{t('ui.inbox.replies')}</TableCell>
            <TableCell>{t('ui.inbox.date')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              hover
              onClick={() => onOpen(row)}
              sx={{ cursor: 'pointer' }}
              selected={!row.isRead}
            >
              <TableCell>
                <StatusIcon isRead={row.isRead} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Participants row={row} />
              </TableCell>
              <TableCell>
                <TitleLink row={row} href={href} onOpen={onOpen} />
              </TableCell>
              <TableCell align="right">{row.replies}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.date}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
