import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { formatClubDay, type Notification } from 'shared-api';
import { SafeHtml } from 'shared-ui';
import { LANGUAGE_TAB_NAMES } from '../../../components/language-tabs';

interface NotificationCardProps {
  item: Notification;
  disabled: boolean;
  onEdit: (item: Notification) => void;
  onDelete: (item: Notification) => void;
}

// Wire dates hold the picked calendar day; read them as such in every time zone.
const day = (wire: string) => formatClubDay(wire);

/** 'Also in Dutch and French': the versions beside the English, if any. */
const otherVersions = ({ translations }: Notification): string | null => {
  const names = (['nl', 'fr'] as const)
    .filter((language) => translations?.[language])
    .map((language) => LANGUAGE_TAB_NAMES[language]);
  return names.length > 0 ? `Also in ${names.join(' and ')}` : null;
};

export const NotificationCard = ({ item, disabled, onEdit, onDelete }: NotificationCardProps) => {
  const versions = otherVersions(item);
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          {item.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {day(item.validFrom)} - {day(item.validTo)}
        </Typography>
        {versions && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {versions}
          </Typography>
        )}
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', mb: item.body ? 1.5 : 0 }}
        >
          {!item.isActive && <Chip size="small" color="default" label="Inactive" />}
          {item.tags.map((tag) => (
            <Chip key={tag.id} size="small" variant="outlined" label={tag.code} />
          ))}
        </Stack>
        {item.body && (
          <Box
            sx={{
              maxHeight: 160,
              overflow: 'auto',
              typography: 'body2',
              '& p': { my: 0.5 },
              '& a': { color: 'primary.main' },
            }}
          >
            <SafeHtml html={item.body} />
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditIcon />}
          onClick={() => onEdit(item)}
          disabled={disabled}
          aria-label={`Edit ${item.title}`}
        >
          Edit
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => onDelete(item)}
          disabled={disabled}
          aria-label={`Delete ${item.title}`}
        >
          Delete
        </Button>
      </CardActions>
    </Card>
  );
};
