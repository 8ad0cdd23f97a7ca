import MailIcon from '@mui/icons-material/Mail';
import IconButton from '@mui/material/IconButton';
import { keyframes } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n';
import { useHasUnreadMessages } from '../hooks/use-has-unread-messages';
import { focusRing } from './focus-ring';

const pulse = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(1.2); opacity: 0.7; }
`;

/** A pulsing envelope beside the greeting while there are unread messages. */
export const UnreadEnvelope = () => {
  const hasUnread = useHasUnreadMessages();
  const t = useT();
  if (!hasUnread) return null;
  return (
    <IconButton
      component={RouterLink}
      to="/inbox"
      color="inherit"
      aria-label={t('nav.unread.label')}
      title={t('nav.unread.title')}
      sx={{
        ...focusRing,
        '& svg': { animation: `${pulse} 1.6s ease-in-out infinite` },
        '@media (prefers-reduced-motion: reduce)': { '& svg': { animation: 'none' } },
      }}
    >
      <MailIcon />
    </IconButton>
  );
};
