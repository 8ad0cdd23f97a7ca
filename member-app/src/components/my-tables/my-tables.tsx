import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type MyTable, type PlanSession } from 'shared-api';
import { useGetMyTablesQuery } from 'shared-api/member';
import { useLanguage } from 'shared-ui';
import { useClubTimes } from '../../club-times';
import { useT } from '../../i18n';

const TableLine = ({ table }: { table: MyTable }) => {
  const t = useT();
  const { forReader } = useClubTimes();
  const { locale } = useLanguage();
  const sessions = new Intl.ListFormat(locale, { type: 'conjunction' }).format(table.sessionNames);
  return (
    <li>
      <Typography sx={{ fontWeight: 600 }}>
        {t('tables.sessionAt', { sessions, time: forReader(table.startDateTime) })}
      </Typography>
      <Typography>
        {t('tables.gameAtTable', { game: table.gameTitle, table: table.tableNumber })}
      </Typography>
      <Typography variant="body2">
        {table.tableMates.length > 0
          ? t('tables.with', { mates: table.tableMates.join(', ') })
          : t('tables.noMates')}
      </Typography>
      {table.teacher && (
        <Typography variant="body2">
          {table.teacher === 'you'
            ? t('tables.youTeach')
            : t('tables.taughtBy', { teacher: table.teacher })}
        </Typography>
      )}
      {table.copyOwner && (
        <Typography variant="body2">
          {table.copyOwner === 'you'
            ? t('tables.youBringCopy')
            : t('tables.copyBroughtBy', { owner: table.copyOwner })}
        </Typography>
      )}
    </li>
  );
};

/** A session the attendee registered for where the published plan has no seat for them. */
const NoTableLine = ({ session }: { session: PlanSession }) => {
  const t = useT();
  const { forReader } = useClubTimes();
  return (
    <li>
      <Typography sx={{ fontWeight: 600 }}>
        {t('tables.sessionAt', { sessions: session.name, time: forReader(session.startDateTime) })}
      </Typography>
      <Typography>{t('tables.noTable')}</Typography>
    </li>
  );
};

/**
 * The tables the organisers published for the member (and for whom they registered), on the
 * dashboard and on /my-registrations. Nothing shows while the plan is a draft or when it cannot be
 * read: the page around it stays the point.
 */
export const MyTables = ({ sx }: { sx?: SxProps<Theme> }) => {
  const t = useT();
  const { data } = useGetMyTablesQuery();
  const seated = (data?.attendees ?? []).filter(
    (a) => a.tables.length > 0 || a.sessionsWithoutTable.length > 0,
  );
  if (seated.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="my-tables-heading" sx={sx}>
      <Typography id="my-tables-heading" variant="h5" component="h2" gutterBottom>
        {t('tables.heading')}
      </Typography>
      <Stack spacing={2}>
        {seated.map((attendee) => (
          <Card key={attendee.registrationId} variant="outlined">
            <CardContent>
              {seated.length > 1 && (
                <Typography component="h3" variant="h6" gutterBottom>
                  {attendee.attendeeName}
                </Typography>
              )}
              <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
                {[
                  ...attendee.tables.map((table) => ({
                    at: table.startDateTime,
                    line: (
                      <TableLine key={`${table.startDateTime} ${table.gameTitle}`} table={table} />
                    ),
                  })),
                  ...attendee.sessionsWithoutTable.map((session) => ({
                    at: session.startDateTime,
                    line: <NoTableLine key={session.id} session={session} />,
                  })),
                ]
                  .sort((a, b) => a.at.localeCompare(b.at))
                  .map(({ line }) => line)}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
};
