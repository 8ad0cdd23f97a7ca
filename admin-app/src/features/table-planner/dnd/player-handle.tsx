import { useDraggable } from '@dnd-kit/core';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton } from '@mui/material';
import { dragId, type PlayerDrag } from './drag-data';

/**
 * The handle a player is dragged by: a 44 px target (a finger's width on a phone), focusable, and
 * lifted with Space or Enter by keyboard.
 */
export const PlayerHandle = ({ drag, disabled }: { drag: PlayerDrag; disabled: boolean }) => {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: dragId(drag),
    data: drag,
    disabled,
  });
  return (
    <IconButton
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${drag.name}`}
      // Found again after a drop, in the player's new place, to give it the focus.
      data-drag-id={dragId(drag)}
      disabled={disabled}
      sx={{
        width: 44,
        height: 44,
        cursor: isDragging ? 'grabbing' : 'grab',
        touchAction: 'none',
        // The overlay with the player's name moves; the handle shows where they come from.
        bgcolor: isDragging ? 'action.selected' : undefined,
      }}
    >
      <DragIndicatorIcon />
    </IconButton>
  );
};
