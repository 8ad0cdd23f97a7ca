import type { Active, Over } from '@dnd-kit/core';

/** What a dragged player carries. */
export interface PlayerDrag {
  attendeeId: string;
  name: string;
  /** The table they leave, or null from Unseated. */
  fromTableId: string | null;
  sessionId: number;
}

/** Where a player can be dropped: a table, or Unseated (tableId null), of one session. */
export interface SeatDrop {
  sessionId: number;
  tableId: string | null;
  /** Read out while a player is over it: "the 1830 table", "Unseated". */
  label: string;
}

export const dragOf = (active: Active | null) => active?.data.current as PlayerDrag | undefined;
export const dropOf = (over: Pick<Over, 'data'> | null) =>
  over?.data.current as SeatDrop | undefined;

/** Ids unique on the page: a long game's table shows in both of its sessions. */
export const dropId = (drop: Pick<SeatDrop, 'sessionId' | 'tableId'>) =>
  `drop:${drop.sessionId}:${drop.tableId ?? 'unseated'}`;
export const dragId = (drag: Omit<PlayerDrag, 'name'>) =>
  `drag:${drag.sessionId}:${drag.fromTableId ?? 'unseated'}:${drag.attendeeId}`;
