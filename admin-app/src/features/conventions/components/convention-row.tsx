import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Box, Collapse, IconButton, Stack, TableCell, TableRow } from '@mui/material';
import { useId, useState } from 'react';
import { formatClubDayRange, type Convention } from 'shared-api';
import { capacityText } from 'shared-api/admin';
import { ActiveButton, EditButton, RegistrationSwitch } from './convention-controls';
import { ConventionDetails } from './convention-details';
import type { ConventionRowHandlers } from './convention-handlers';
import { ConventionTitle } from './convention-title';

export interface ConventionItemProps {
  convention: Convention;
  isPast: boolean;
  busy: boolean;
  handlers: ConventionRowHandlers;
}

export const COLUMNS = 6;

/** One convention in the wide table, with its expandable detail row. */
export const ConventionRow = ({ convention, isPast, busy, handlers }: ConventionItemProps) => {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const controls = { convention, locked: isPast || busy, handlers };
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={`${open ? 'Hide' : 'Show'} details of ${convention.name}`}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>
          <ConventionTitle convention={convention} isPast={isPast} />
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {formatClubDayRange(convention.startDate, convention.endDate)}
        </TableCell>
        <TableCell>{capacityText(convention)}</TableCell>
        <TableCell>
          <RegistrationSwitch {...controls} />
        </TableCell>
        <TableCell>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <EditButton {...controls} />
            <ActiveButton {...controls} />
          </Stack>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ py: 0, ...(open ? {} : { borderBottom: 'none' }) }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box id={detailsId}>
              <ConventionDetails
                convention={convention}
                isPast={isPast}
                busy={busy}
                onRemoveGame={(game) => handlers.onRemoveGame(convention, game)}
                onAddGame={() => handlers.onAddGame(convention)}
              />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
};
