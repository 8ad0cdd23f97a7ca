import { Grid, Typography } from '@mui/material';
import type { Notification } from 'shared-api';
import { NotificationCard } from './notification-card';

interface NotificationSectionProps {
  id: string;
  title: string;
  empty: string;
  items: readonly Notification[];
  disabled: boolean;
  onEdit: (item: Notification) => void;
  onDelete: (item: Notification) => void;
}

export const NotificationSection = ({
  id,
  title,
  empty,
  items,
  ...actions
}: NotificationSectionProps) => (
  <section aria-labelledby={id}>
    <Typography id={id} variant="h2" sx={{ mt: 4, mb: 2 }}>
      {title}
    </Typography>
    {items.length === 0 ? (
      <Typography color="text.secondary">{empty}</Typography>
    ) : (
      <Grid container spacing={2}>
        {items.map((item) => (
          <Grid key={item.noteId} size={{ xs: 12, md: 6, xl: 4 }}>
            <NotificationCard item={item} {...actions} />
          </Grid>
        ))}
      </Grid>
    )}
  </section>
);
