import EventAvailable from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AdminUser } from 'shared-api';
import { fullName, userStatus } from '../user-groups';
import { AwaitingApprovalChip, StatusIcon } from './status-icon';
import { ActionButtons, GroupsField, MultiRegistrationSwitch, RoleChips } from './user-fields';
import { registeredHighlight } from './styles';
import type { UserListHandlers } from './user-list-handlers';
import { REGISTERED_LABEL } from './user-table';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" sx={{ fontWeight: 600, pt: 0.5 }}>
      {label}
    </Typography>
    <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Box>
  </>
);

interface UserCardListProps {
  users: readonly AdminUser[];
  handlers: UserListHandlers;
}

/** Narrow screens: one card per user. */
export const UserCardList = ({ users, handlers }: UserCardListProps) => (
  <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
    {users.map((user) => {
      const registered = handlers.isRegistered(user);
      return (
        <Card
          component="li"
          key={user.id}
          variant="outlined"
          sx={registered ? registeredHighlight : undefined}
        >
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <StatusIcon status={userStatus(user)} />
              <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                {fullName(user)}
              </Typography>
              <AwaitingApprovalChip status={userStatus(user)} />
              {registered && (
                <EventAvailable color="success" fontSize="small" titleAccess={REGISTERED_LABEL} />
              )}
            </Stack>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'max-content minmax(0, 1fr)',
                columnGap: 2,
                rowGap: 0.5,
                alignItems: 'center',
                m: 0,
              }}
            >
              <Field label="Email">{user.email}</Field>
              <Field label="Roles">
                <RoleChips user={user} />
              </Field>
              <Field label="Groups">
                <GroupsField user={user} onEditGroups={handlers.onEditGroups} />
              </Field>
              <Field label="Multi-Reg">
                <MultiRegistrationSwitch user={user} handlers={handlers} />
              </Field>
              <Field label="Nationality">{user.nationality || '-'}</Field>
              <Field label="Year of Birth">{user.yearOfBirth ?? '-'}</Field>
            </Box>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <ActionButtons user={user} handlers={handlers} />
          </CardActions>
        </Card>
      );
    })}
  </Stack>
);
