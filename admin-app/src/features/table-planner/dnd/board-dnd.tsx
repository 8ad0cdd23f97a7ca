import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type Over,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { nextSeatCoordinates } from './next-seat-coordinates';
import { dragOf, dropOf } from './drag-data';

const instructions: ScreenReaderInstructions = {
  draggable:
    'To move this player, press Space or Enter. Then use the arrow keys to go to another table or to Unseated in the same session, and press Space or Enter to drop, or Escape to cancel.',
};

/** Whether a drop moves the player: another table (or Unseated) of the same session. */
const moves = (active: Active, over: Over | null) => {
  const drag = dragOf(active);
  const drop = dropOf(over);
  return drag && drop && drop.sessionId === drag.sessionId && drop.tableId !== drag.fromTableId
    ? { drag, drop }
    : null;
};

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${dragOf(active)?.name ?? 'a player'}.`,
  onDragOver: ({ active, over }) => {
    const name = dragOf(active)?.name ?? 'The player';
    const drop = dropOf(over);
    if (!drop) return `${name} is over no table.`;
    return drop.sessionId === dragOf(active)?.sessionId
      ? `${name} is over ${drop.label}.`
      : `${name} cannot move to another session.`;
  },
  onDragEnd: ({ active, over }) => {
    const move = moves(active, over);
    const name = dragOf(active)?.name ?? 'The player';
    return move ? `${name} dropped on ${move.drop.label}.` : `${name} stays where they were.`;
  },
  onDragCancel: ({ active }) =>
    `Moving ${dragOf(active)?.name ?? 'the player'} was cancelled; they stay where they were.`,
};

export interface BoardDndProps {
  /** Moves a player: to a table id, or to null for unseated. */
  onMove: (attendeeId: string, fromTableId: string | null, toTableId: string | null) => void;
  children: ReactNode;
}

/**
 * Drag and drop of players between the tables of a session and Unseated, by pointer or by
 * keyboard (the arrow keys go from table to table), with what happens read out.
 */
export const BoardDnd = ({ onMove, children }: BoardDndProps) => {
  const sensors = useSensors(
    // A few pixels before a drag starts, so that a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: nextSeatCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const move = moves(active, over);
    if (move) onMove(move.drag.attendeeId, move.drag.fromTableId, move.drop.tableId);
  };
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      {children}
    </DndContext>
  );
};
