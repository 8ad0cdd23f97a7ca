import CampaignIcon from '@mui/icons-material/Campaign';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { Notification } from 'shared-api';
import { SafeHtml } from 'shared-ui';
import { useT } from '../../../i18n';

/** The 'Announcements' panel beside (wide) or below (narrow) the hero. */
export const AnnouncementsPanel = ({ items }: { items: readonly Notification[] }) => {
  const t = useT();
  return (
    <Paper
      component="section"
      aria-labelledby="announcements-title"
      elevation={3}
      sx={{ p: { xs: 2, sm: 3 }, color: 'text.primary', maxHeight: { lg: 480 }, overflowY: 'auto' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, color: 'primary.main' }}>
        <CampaignIcon aria-hidden />
        <Typography id="announcements-title" variant="h4" component="h2">
          {t('home.announcements')}
        </Typography>
      </Box>
      {items.map((item, index) => (
        <Fragment key={item.noteId}>
          {index > 0 && <Divider sx={{ my: 1.5 }} />}
          <Box component="article">
            <Typography variant="h6" component="h3">
              {item.title}
            </Typography>
            {item.body && (
              <SafeHtml
                html={item.body}
                sx={{ typography: 'body2', '& p': { my: 0.5 }, '& a': { color: 'primary.main' } }}
              />
            )}
          </Box>
        </Fragment>
      ))}
    </Paper>
  );
};
