import { Button, Switch } from '@mui/material';
import type { Convention } from 'shared-api';
import type { ConventionRowHandlers } from './convention-handlers';

export interface ConventionControlProps {
  convention: Convention;
  /** Past conventions and running actions disable every control. */
  locked: boolean;
  handlers: ConventionRowHandlers;
}

export const RegistrationSwitch = ({ convention, locked, handlers }: ConventionControlProps) => (
  <Switch
    checked={convention.registrationOpen}
    disabled={locked}
    onChange={(event) => handlers.onToggleRegistration(convention, event.target.checked)}
    slotProps={{ input: { 'aria-label': `Registration open for ${convention.name}` } }}
  />
);

export const EditButton = ({ convention, locked, handlers }: ConventionControlProps) => (
  <Button
    size="small"
    variant="outlined"
    disabled={locked}
    onClick={() => handlers.onEdit(convention)}
    aria-label={`Edit ${convention.name}`}
  >
    Edit
  </Button>
);

export const ActiveButton = ({ convention, locked, handlers }: ConventionControlProps) => {
  const label = convention.isActive ? 'Set Inactive' : 'Set Active';
  return (
    <Button
      size="small"
      variant={convention.isActive ? 'outlined' : 'contained'}
      color={convention.isActive ? 'secondary' : 'primary'}
      disabled={locked}
      onClick={() => handlers.onToggleActive(convention)}
      aria-label={`${label}: ${convention.name}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
};
