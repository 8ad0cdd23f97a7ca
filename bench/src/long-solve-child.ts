// One long solve (long-solve.ts): the planner's input from the parent, the answer back to it.
import type { PlannerInput } from '../../planner/src/index';
import { longSolve } from './long-solve';

process.once('message', (input: PlannerInput) => {
  void longSolve(input).then((answer) => process.send?.(answer, () => process.exit(0)));
});
