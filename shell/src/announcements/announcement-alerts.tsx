import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type { Notification } from 'shared-api';
import { SafeHtml } from 'shared-ui';

interface AnnouncementAlertsProps {
  items: readonly Notification[];
  /** Names the group for screen readers. */
  label: string;
}

/** Announcements as inline info alerts: a title and an optional body each. */
export const AnnouncementAlerts = ({ items, label }: AnnouncementAlertsProps) =>
  items.length === 0 ? null : (
    <Stack component="section" aria-label={label} spacing={1.5}>
      {items.map((item) => (
        <Alert
          key={item.noteId}
          severity="info"
          variant="outlined"
          sx={{ bgcolor: 'background.paper' }}
        >
          <AlertTitle
            component="p"
            sx={{ fontSize: '1rem', fontWeight: 600, mb: item.body ? 0.5 : 0 }}
          >
            {item.title}
          </AlertTitle>
          {item.body && <SafeHtml html={item.body} sx={{ '& > :last-child': { mb: 0 } }} />}
        </Alert>
      ))}
    </Stack>
  );
