import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HourglassTop from '@mui/icons-material/HourglassTop';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import type { SvgIconComponent } from '@mui/icons-material';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { UserStatus } from '../user-groups';

const STATUSES: Record<
  UserStatus,
  {
    Icon: SvgIconComponent;
    label: string;
    color: 'error' | 'primary' | 'success' | 'warning' | 'info';
  }
> = {
  suspended: { Icon: Block, label: 'Suspended', color: 'error' },
  admin: { Icon: AdminPanelSettings, label: 'Administrator', color: 'primary' },
  approved: { Icon: CheckCircle, label: 'Approved', color: 'success' },
  'awaiting-approval': { Icon: HourglassTop, label: 'Awaiting approval', color: 'warning' },
  unconfirmed: { Icon: MarkEmailUnread, label: 'Email not confirmed', color: 'info' },
};

export const StatusIcon = ({ status }: { status: UserStatus }) => {
  const { Icon, label, color } = STATUSES[status];
  return (
    <Tooltip title={label}>
      <Icon color={color} titleAccess={label} sx={{ verticalAlign: 'middle' }} />
    </Tooltip>
  );
};

/**
 * The hourglass alone is easy to miss among the approved: an account the organisers still have to
 * approve says so in words too, beside the name.
 */
export const AwaitingApprovalChip = ({ status }: { status: UserStatus }) =>
  status === 'awaiting-approval' ? (
    <Chip size="small" label={STATUSES[status].label} sx={{ ml: 1, verticalAlign: 'middle' }} />
  ) : null;
