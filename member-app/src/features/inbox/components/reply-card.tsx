import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { personName, type Reply } from 'shared-api';
import { useClubTimes } from '../../../club-times';
import { useT } from '../../../i18n';

/** One reply: the reader's own on the right in a dark card, the others plain; admins marked. */
export const ReplyCard = ({ reply, own }: { reply: Reply; own: boolean }) => {
  const t = useT();
  const { clubMoment } = useClubTimes();
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}>
      <Card
        variant={own ? 'elevation' : 'outlined'}
        aria-label={t('reply.from', { name: personName(reply.user) })}
        sx={{
          width: { xs: '92%', md: '75%' },
          ...(own && { bgcolor: 'primary.dark', color: 'primary.contrastText' }),
        }}
      >
        <CardContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {own ? t('reply.you') : personName(reply.user)}
            </Typography>
            {reply.isAdminReply && (
              <Chip
                label={t('reply.admin')}
                size="small"
                color="secondary"
                sx={own ? { bgcolor: 'secondary.dark' } : undefined}
              />
            )}
            <Typography component="span" variant="body2" sx={{ opacity: 0.85, ml: 'auto' }}>
              {clubMoment(reply.createDate)}
            </Typography>
          </Box>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {reply.body}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
};
