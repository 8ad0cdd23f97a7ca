// A solver's answer read back as tables: a table is set up when its column is, with the attendees
// whose seat columns are; values are rounded at one half, as a MIP solver's integers are not exact.
import type { TableColumns } from './convention-model';
import type { PlanTable } from './score';

export const decodeTables = (
  tables: readonly TableColumns[],
  values: ArrayLike<number>,
): PlanTable[] => {
  const plan: PlanTable[] = [];
  for (const { slot, seats, y } of tables) {
    if (values[y]! < 0.5) continue;
    const players = seats.filter(([, x]) => values[x]! > 0.5).map(([a]) => a);
    if (players.length > 0) plan.push({ slot, players });
  }
  return plan;
};
