import type { ClientRect, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { nextSeatCoordinates } from '../dnd/next-seat-coordinates';

type Args = Parameters<KeyboardCoordinateGetter>[1];

const rect = (left: number, top: number, width = 100, height = 100): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

/** Saturday's two tables in a row, its Unseated below them; a Sunday table in between. */
const drops = [
  { id: 'a', sessionId: 1, rect: rect(0, 0) },
  { id: 'b', sessionId: 1, rect: rect(200, 0) },
  { id: 'unseated', sessionId: 1, rect: rect(0, 300, 300) },
  { id: 'other', sessionId: 2, rect: rect(200, 150) },
];

const press = (code: string, at: ClientRect) => {
  const event = { code, preventDefault: jest.fn() } as unknown as KeyboardEvent;
  const args = {
    active: 'drag',
    currentCoordinates: { x: at.left, y: at.top },
    context: {
      active: { data: { current: { sessionId: 1 } } },
      collisionRect: at,
      droppableRects: new Map(drops.map((d) => [d.id, d.rect])),
      droppableContainers: {
        getEnabled: () =>
          drops.map((d) => ({ id: d.id, data: { current: { sessionId: d.sessionId } } })),
      },
    },
  } as unknown as Args;
  return nextSeatCoordinates(event, args);
};

// The dragged handle: 40 px square, centred on table a.
const onA = rect(30, 30, 40, 40);

test('an arrow key goes just inside the nearest drop target that way, in the same session', () => {
  // Right: into table b, 30 px past its near edge, at the same height.
  expect(press('ArrowRight', onA)).toEqual({ x: 210, y: 30 });
  // Down: Unseated of the same session, not the nearer table of another session.
  expect(press('ArrowDown', onA)).toEqual({ x: 30, y: 310 });
});

test('no target that way leaves the player where they are; other keys are not ours', () => {
  expect(press('ArrowLeft', onA)).toEqual({ x: 30, y: 30 });
  expect(press('ArrowUp', onA)).toEqual({ x: 30, y: 30 });
  expect(press('KeyA', onA)).toBeUndefined();
});
