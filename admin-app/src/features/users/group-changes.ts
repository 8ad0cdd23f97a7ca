/** Only changed checkboxes produce add or remove calls when groups are edited. */
export interface GroupChanges {
  add: number[];
  remove: number[];
}

export const groupChanges = (
  current: readonly number[],
  selected: ReadonlySet<number>,
): GroupChanges => ({
  add: [...selected].filter((id) => !current.includes(id)),
  remove: current.filter((id) => !selected.has(id)),
});

export const hasGroupChanges = ({ add, remove }: GroupChanges): boolean =>
  add.length > 0 || remove.length > 0;
