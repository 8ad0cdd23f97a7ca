import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SearchBox, useUrlParam } from '../../../components/search-box';
import { isUserStatusFilter, USER_STATUS_FILTERS } from '../user-filters';

/** User Management's search (name or email) and state, both kept in the address. */
export const UserFilterBar = () => {
  const [status, setStatus] = useUrlParam('status');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
      <SearchBox label="Search users" hint="Name or email" />
      <TextField
        select
        size="small"
        label="Show"
        value={isUserStatusFilter(status) ? status : 'all'}
        onChange={(event) => setStatus(event.target.value === 'all' ? '' : event.target.value)}
        sx={{ minWidth: 240 }}
      >
        <MenuItem value="all">All users</MenuItem>
        {Object.entries(USER_STATUS_FILTERS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
