import EventAvailable from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminUser } from 'shared-api';
import { fullName, userStatus } from '../user-groups';
import { AwaitingApprovalChip, StatusIcon } from './status-icon';
import { ActionButtons, GroupsField, MultiRegistrationSwitch, RoleChips } from './user-fields';
import type { UserListHandlers } from './user-list-handlers';
import { registeredHighlight, visuallyHidden } from './styles';

// Fixed widths, so the four sections' tables line up under each other; Actions takes the rest.
const COLUMNS = [
  { label: 'Name', width: '12%' },
  { label: 'Email', width: '18%' },
  { label: 'Roles', width: '13%' },
  { label: 'Groups', width: '12%' },
  { label: 'Multi-Reg', width: 88 },
  { label: 'Nationality', width: '9%' },
  { label: 'Year of Birth', width: 80 },
];

export const REGISTERED_LABEL = 'Registered for the active convention';

interface UserTableProps {
  users: readonly AdminUser[];
  caption: string;
  handlers: UserListHandlers;
}

/** Wide screens: one row per user. */
export const UserTable = ({ users, caption, handlers }: UserTableProps) => (
  <TableContainer>
    <Table size="small" sx={{ tableLayout: 'fixed', minWidth: 920, '& th, & td': { px: 1 } }}>
      <Box component="caption" sx={visuallyHidden}>
        {caption}
      </Box>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 44 }}>
            <Box component="span" sx={visuallyHidden}>
              Status
            </Box>
          </TableCell>
          {COLUMNS.map(({ label, width }) => (
            <TableCell key={label} sx={{ width }}>
              {label}
            </TableCell>
          ))}
          <TableCell>Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => {
          const registered = handlers.isRegistered(user);
          return (
            <TableRow key={user.id} sx={registered ? registeredHighlight : undefined}>
              <TableCell>
                <StatusIcon status={userStatus(user)} />
              </TableCell>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {fullName(user)}
                <AwaitingApprovalChip status={userStatus(user)} />
                {registered && (
                  <EventAvailable
                    color="success"
                    fontSize="small"
                    titleAccess={REGISTERED_LABEL}
                    sx={{ ml: 0.5, verticalAlign: 'text-bottom' }}
                  />
                )}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email}</TableCell>
              <TableCell>
                <RoleChips user={user} />
              </TableCell>
              <TableCell>
                <GroupsField user={user} onEditGroups={handlers.onEditGroups} />
              </TableCell>
              <TableCell>
                <MultiRegistrationSwitch user={user} handlers={handlers} />
              </TableCell>
              <TableCell>{user.nationality || '-'}</TableCell>
              <TableCell>{user.yearOfBirth ?? '-'}</TableCell>
              <TableCell>
                <ActionButtons user={user} handlers={handlers} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  </TableContainer>
);
