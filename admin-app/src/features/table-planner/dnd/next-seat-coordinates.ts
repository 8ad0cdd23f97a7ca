import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { dragOf, dropOf } from './drag-data';

const DIRECTIONS: Record<string, [number, number] | undefined> = {
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
};

/** How far inside a drop target the dragged handle lands (at most half the target). */
const INSET = 30;

const clamp = (value: number, low: number, high: number) =>
  Math.min(Math.max(value, low), Math.max(low, high));

/**
 * An arrow key takes the dragged player into the nearest table (or Unseated) of the same session
 * in that direction, instead of dnd-kit's default small steps: one key press, one table, whether
 * the cards stand in a grid or stack on a phone. The player lands just inside the target's near
 * edge, in line with where they were, so the page scrolls as little as it can.
 */
export const nextSeatCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  const direction = DIRECTIONS[event.code];
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const session = dragOf(context.active ?? null)?.sessionId;
  const from = {
    x: collisionRect.left + collisionRect.width / 2,
    y: collisionRect.top + collisionRect.height / 2,
  };
  let best: { x: number; y: number; distance: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    if (dropOf(container)?.sessionId !== session) continue;
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const insetX = Math.min(INSET, rect.width / 2);
    const insetY = Math.min(INSET, rect.height / 2);
    const to = {
      x: clamp(from.x, rect.left + insetX, rect.left + rect.width - insetX),
      y: clamp(from.y, rect.top + insetY, rect.top + rect.height - insetY),
    };
    const along = (to.x - from.x) * direction[0] + (to.y - from.y) * direction[1];
    if (along < 1) continue;
    const across = Math.abs((to.x - from.x) * direction[1] + (to.y - from.y) * direction[0]);
    const distance = along + 2 * across;
    if (!best || distance < best.distance) best = { ...to, distance };
  }
  if (!best) return currentCoordinates;
  return {
    x: currentCoordinates.x + best.x - from.x,
    y: currentCoordinates.y + best.y - from.y,
  };
};
