import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { type LogEntry } from 'shared-api';
import { parseLogMessage } from 'shared-api/member';
import { levelColor } from '../log-level';

dayjs.extend(utc);

interface LogCardProps {
  entry: LogEntry;
  traceOpen: boolean;
  onToggleTrace: () => void;
}

/** Seconds matter when reading logs; UTC, as the server records them and the filter reads days. */
const formatLogDate = (iso: string): string =>
  `${dayjs.utc(iso).format('DD/MM/YYYY, HH:mm:ss')} UTC`;

/** One log line: level badge, message, the file and line apart, date, and its stack trace. */
export const LogCard = ({ entry, traceOpen, onToggleTrace }: LogCardProps) => {
  const { text, location } = parseLogMessage(entry.message);
  const traceId = `log-${entry.id}-trace`;
  return (
    <Card component="li" variant="outlined">
      <CardContent>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
        >
          <Chip label={entry.logLevel} color={levelColor(entry.logLevel)} size="small" />
          <Typography component="time" dateTime={entry.createDate} color="text.secondary">
            {formatLogDate(entry.createDate)}
          </Typography>
        </Stack>
        <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{text}</Typography>
        {location && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            File:{' '}
            <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
              {location.file}
            </Box>
            , line {location.line}
          </Typography>
        )}
        {entry.stackTrace && (
          <>
            <Button
              size="small"
              onClick={onToggleTrace}
              aria-expanded={traceOpen}
              aria-controls={traceId}
              sx={{ mt: 1, ml: -0.5 }}
            >
              {traceOpen ? 'Hide Stack Trace' : 'Show Stack Trace'}
            </Button>
            <Collapse in={traceOpen} unmountOnExit>
              <Box
                component="pre"
                id={traceId}
                sx={{
                  m: 0,
                  mt: 1,
                  p: 1.5,
                  bgcolor: 'grey.100',
                  borderRadius: 1,
                  overflowX: 'auto',
                  fontSize: '0.8rem',
                }}
              >
                {entry.stackTrace}
              </Box>
            </Collapse>
          </>
        )}
      </CardContent>
    </Card>
  );
};
