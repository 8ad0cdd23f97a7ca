import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { AdminUser, Group } from 'shared-api';
import { useSaveGroups } from '../hooks/use-save-groups';
import { fullName } from '../user-groups';

interface ManageGroupsDialogProps {
  user: AdminUser;
  groups: readonly Group[];
  onClose: () => void;
}

/** 'Manage Groups for {user}': a checkbox per group; only the changed ones are sent. */
export const ManageGroupsDialog = ({ user, groups, onClose }: ManageGroupsDialogProps) => {
  const titleId = useId();
  const current = user.groups.map((group) => group.id);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(current));
  const { save, saving } = useSaveGroups();

  const toggle = (groupId: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(groupId)) next.delete(groupId);
      else next.add(groupId);
      return next;
    });

  const onSave = async () => {
    if (await save(user.id, current, selected)) onClose();
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Manage Groups for {fullName(user)}</DialogTitle>
      <DialogContent>
        {groups.length === 0 ? (
          <Typography>There are no groups yet.</Typography>
        ) : (
          <FormGroup>
            {groups.map((group) => (
              <FormControlLabel
                key={group.id}
                label={group.name}
                control={
                  <Checkbox
                    checked={selected.has(group.id)}
                    onChange={() => toggle(group.id)}
                    disabled={saving}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={onSave} variant="contained" loading={saving}>
          Save Changes
        </Button>
      </DialogActions>
    </Dialog>
  );
};
