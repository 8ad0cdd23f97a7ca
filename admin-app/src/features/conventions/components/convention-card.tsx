import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Box, Button, Collapse, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { formatClubDayRange } from 'shared-api';
import { capacityText } from 'shared-api/admin';
import { ActiveButton, EditButton, RegistrationSwitch } from './convention-controls';
import { ConventionDetails } from './convention-details';
import type { ConventionItemProps } from './convention-row';
import { ConventionTitle } from './convention-title';

/** One convention on a narrow screen: the table's columns stacked in a card. */
export const ConventionCard = ({ convention, isPast, busy, handlers }: ConventionItemProps) => {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const controls = { convention, locked: isPast || busy, handlers };
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }}>
      <ConventionTitle convention={convention} isPast={isPast} />
      <Typography sx={{ mt: 1 }}>
        {formatClubDayRange(convention.startDate, convention.endDate)}
      </Typography>
      <Typography>{`Places: ${capacityText(convention)}`}</Typography>
      <Stack direction="row" sx={{ alignItems: 'center', mt: 0.5 }}>
        <Typography color="text.secondary">Registration</Typography>
        <RegistrationSwitch {...controls} />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        <EditButton {...controls} />
        <ActiveButton {...controls} />
        <Button
          size="small"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={`${open ? 'Hide' : 'Show'} details of ${convention.name}`}
          endIcon={open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
        >
          Details
        </Button>
      </Stack>
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
    </Paper>
  );
};
