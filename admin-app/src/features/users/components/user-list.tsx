import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminUser } from 'shared-api';
import { WIDE_BREAKPOINT } from 'shared-ui';
import { UserCardList } from './user-card-list';
import type { UserListHandlers } from './user-list-handlers';
import { UserTable } from './user-table';

interface UserListProps {
  users: readonly AdminUser[];
  caption: string;
  emptyText: string;
  handlers: UserListHandlers;
}

/** A table from 992 px on, cards below. */
export const UserList = ({ users, caption, emptyText, handlers }: UserListProps) => {
  const wide = useMediaQuery(`(min-width:${WIDE_BREAKPOINT}px)`);
  if (users.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return wide ? (
    <UserTable users={users} caption={caption} handlers={handlers} />
  ) : (
    <UserCardList users={users} handlers={handlers} />
  );
};
