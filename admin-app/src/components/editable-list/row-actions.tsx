import { Button, Stack } from '@mui/material';

/** What a row of an editable list can do with its item. */
export interface ItemActions<T> {
  /** While a delete runs, no row can be edited or deleted. */
  busy: boolean;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

export interface RowActionsProps<T> extends ItemActions<T> {
  item: T;
  /** The item's name, which tells a screen reader user whose Edit and Delete these are. */
  name: string;
}

/** A row's Edit and Delete buttons. */
export const RowActions = <T,>({ item, name, busy, onEdit, onDelete }: RowActionsProps<T>) => (
  <Stack direction="row" spacing={1}>
    <Button
      size="small"
      variant="outlined"
      disabled={busy}
      onClick={() => onEdit(item)}
      aria-label={`Edit ${name}`}
    >
      Edit
    </Button>
    <Button
      size="small"
      variant="outlined"
      color="error"
      disabled={busy}
      onClick={() => onDelete(item)}
      aria-label={`Delete ${name}`}
    >
      Delete
    </Button>
  </Stack>
);
