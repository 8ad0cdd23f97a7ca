import { useDroppable } from '@dnd-kit/core';
import { dragOf, dropId, type SeatDrop } from './drag-data';

/** A table or Unseated as a drop target; `highlighted` while a player of its session is over it. */
export const useSeatDrop = (drop: SeatDrop) => {
  const { setNodeRef, isOver, active } = useDroppable({ id: dropId(drop), data: drop });
  return { setNodeRef, highlighted: isOver && dragOf(active)?.sessionId === drop.sessionId };
};
