import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useT } from '../../../page-i18n';
import type { ScheduleDay } from '../content/convention-info';

/** The programme, one small table per day, Friday first. */
export const Schedule = ({ days }: { days: readonly ScheduleDay[] }) => {
  const t = useT();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        mb: 2,
      }}
    >
      {days.map((day) => (
        <Paper key={day.id} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }} id={`day-${day.id}`}>
            {t(day.day)}
          </Typography>
          <Table size="small" aria-labelledby={`day-${day.id}`}>
            <TableBody>
              {day.items.map((item) => (
                <TableRow
                  key={`${item.time}-${item.what}`}
                  sx={{ '&:last-child td': { border: 0 } }}
                >
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ width: '7.5rem', fontWeight: 600, whiteSpace: 'nowrap', pl: 0 }}
                  >
                    {item.time}
                  </TableCell>
                  <TableCell>{t(item.what)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ))}
    </Box>
  );
};
