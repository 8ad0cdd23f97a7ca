import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AdminUser } from 'shared-api';
import { actionsFor, USER_ACTIONS } from '../user-actions';
import { fullName } from '../user-groups';
import { PersonalDataButtons } from './personal-data-buttons';
import type { UserListHandlers } from './user-list-handlers';

// The pieces a table row and a card both show.

export const RoleChips = ({ user }: { user: AdminUser }) => (
  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
    {user.roles.map((role) => (
      <Chip key={role.id} label={role.name} size="small" variant="outlined" />
    ))}
  </Stack>
);

export const GroupsField = ({
  user,
  onEditGroups,
}: {
  user: AdminUser;
  onEditGroups: UserListHandlers['onEditGroups'];
}) => (
  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
    {user.groups.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        None
      </Typography>
    ) : (
      user.groups.map((group) => <Chip key={group.id} label={group.name} size="small" />)
    )}
    <Button
      size="small"
      startIcon={<Edit fontSize="small" />}
      onClick={() => onEditGroups(user)}
      aria-label={`Edit groups of ${fullName(user)}`}
    >
      Edit
    </Button>
  </Stack>
);

export const MultiRegistrationSwitch = ({
  user,
  handlers,
}: {
  user: AdminUser;
  handlers: Pick<UserListHandlers, 'onToggleMultiRegistration' | 'updatingMultiRegistrationId'>;
}) => (
  <Switch
    checked={user.canRegisterMultiplePlayers}
    disabled={handlers.updatingMultiRegistrationId === user.id}
    onChange={() => handlers.onToggleMultiRegistration(user)}
    slotProps={{
      input: { 'aria-label': `${fullName(user)} may register multiple players` },
    }}
  />
);

export const ActionButtons = ({
  user,
  handlers: { onAction, canPerform },
}: {
  user: AdminUser;
  handlers: Pick<UserListHandlers, 'onAction' | 'canPerform'>;
}) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
    {actionsFor(user.isEmailConfirmed).map((action) => (
      <Button
        key={action}
        size="small"
        variant="outlined"
        color={action === 'suspend' ? 'error' : 'primary'}
        disabled={!canPerform(action, user)}
        onClick={() => onAction(action, user)}
        aria-label={`${USER_ACTIONS[action].label} ${fullName(user)}`}
      >
        {USER_ACTIONS[action].label}
      </Button>
    ))}
    <PersonalDataButtons user={user} />
  </Box>
);
