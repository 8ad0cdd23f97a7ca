import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type Over,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { Paper, Stack, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useState, type ReactNode } from 'react';
import { nextSeatCoordinates } from './next-seat-coordinates';
import { dragId, dragOf, dropOf, type PlayerDrag } from './drag-data';

/** How long a moved player's new place may take to show (the save's answer) to get the focus. */
const FOCUS_WAIT_MS = 10_000;

/**
 * Gives the focus to the element once it is on the page: a dropped player's handle in their new
 * place appears when the save answers, and the one they were dragged by is gone by then.
 */
const focusWhenShown = (selector: string) => {
  const found = () => document.querySelector<HTMLElement>(selector);
  const now = found();
  if (now) {
    now.focus();
    return;
  }
  const observer = new MutationObserver(() => {
    const element = found();
    if (!element) return;
    observer.disconnect();
    clearTimeout(timer);
    element.focus();
  });
  const timer = setTimeout(() => observer.disconnect(), FOCUS_WAIT_MS);
  observer.observe(document.body, { childList: true, subtree: true });
};

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

/**
 * What a screen reader hears. A drag starts over the player's own table: that first "over" is
 * left unsaid, so that "Picked up" is not cut short.
 */
const makeAnnouncements = (): Announcements => {
  let justPickedUp = false;
  return {
    onDragStart: ({ active }) => {
      justPickedUp = true;
      const drag = dragOf(active);
      return `Picked up ${drag?.name ?? 'a player'}.`;
    },
    onDragOver: ({ active, over }) => {
      const drag = dragOf(active);
      const drop = dropOf(over);
      const first = justPickedUp;
      justPickedUp = false;
      const name = drag?.name ?? 'The player';
      if (!drop) return `${name} is over no table.`;
      if (drop.sessionId !== drag?.sessionId) return `${name} cannot move to another session.`;
      if (drop.tableId === drag.fromTableId)
        return first ? undefined : `${name} is back over ${drop.label}, where they sit now.`;
      return `${name} is over ${drop.label}.`;
    },
    onDragEnd: ({ active, over }) => {
      const move = moves(active, over);
      const name = dragOf(active)?.name ?? 'The player';
      return move ? `${name} dropped on ${move.drop.label}.` : `${name} stays where they were.`;
    },
    onDragCancel: ({ active }) =>
      `Moving ${dragOf(active)?.name ?? 'the player'} was cancelled; they stay where they were.`,
  };
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
  const [announcements] = useState(makeAnnouncements);
  const sensors = useSensors(
    // A few pixels before a drag starts, so that a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: nextSeatCoordinates }),
  );
  const [dragged, setDragged] = useState<PlayerDrag | null>(null);
  const onDragStart = ({ active }: DragStartEvent) => setDragged(dragOf(active) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const move = moves(active, over);
    if (!move) return;
    onMove(move.drag.attendeeId, move.drag.fromTableId, move.drop.tableId);
    const landed = dragId({ ...move.drag, fromTableId: move.drop.tableId });
    focusWhenShown(`[data-drag-id="${CSS.escape(landed)}"]`);
  };
  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      {children}
      <DragOverlay>
        {dragged && (
          <Paper elevation={6} sx={{ px: 1.5, py: 1, display: 'inline-flex', cursor: 'grabbing' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <DragIndicatorIcon aria-hidden />
              <Typography>{dragged.name}</Typography>
            </Stack>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
};
