import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { personName, recipientNames, type Message } from 'shared-api';
import { SafeHtml, storedHtmlStyles } from 'shared-ui';
import { useClubTimes } from '../../../club-times';
import { useT } from '../../../i18n';

const Meta = ({ label, value }: { label: string; value: string }) => {
  const t = useT();
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {t('answers.term', { label })}
      </Box>{' '}
      {value}
    </Typography>
  );
};

/** The conversation's first message: title, sender, date, recipients and the sanitised body. */
export const MessageCard = ({ message }: { message: Message }) => {
  const t = useT();
  const { clubMoment } = useClubTimes();
  return (
    <Card component="article" aria-labelledby="message-title">
      <CardContent>
        <Typography
          id="message-title"
          variant="h4"
          component="h2"
          gutterBottom
          sx={{ overflowWrap: 'anywhere' }}
        >
          {message.title}
        </Typography>
        <Meta label={t('message.from')} value={personName(message.from)} />
        <Meta label={t('message.date')} value={clubMoment(message.createDate)} />
        <Meta label={t('message.to')} value={recipientNames(message.recipients)} />
        <Divider sx={{ my: 2 }} />
        <SafeHtml
          html={message.body}
          sx={{
            ...storedHtmlStyles,
            '& > :first-of-type': { mt: 0 },
            '& > :last-child': { mb: 0 },
          }}
        />
      </CardContent>
    </Card>
  );
};
