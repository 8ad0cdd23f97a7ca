import { useDraggable } from '@dnd-kit/core';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton } from '@mui/material';
import { dragId, type PlayerDrag } from './drag-data';

/**
 * The handle a player is dragged by: a 44 px target (a finger's width on a phone), focusable, and
 * lifted with Space or Enter by keyboard.
 */
export const PlayerHandle = ({ drag, disabled }: { drag: PlayerDrag; disabled: boolean }) => {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
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
      disabled={disabled}
      sx={{
        width: 44,
        height: 44,
        cursor: isDragging ? 'grabbing' : 'grab',
        touchAction: 'none',
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        bgcolor: isDragging ? 'action.selected' : undefined,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
      }}
    >
      <DragIndicatorIcon />
    </IconButton>
  );
};
