// The table planner's solver: JSON in, JSON out. See README.md.
export {
  DEFAULT_MIN_TABLE_SIZE,
  InputError,
  parseInput,
  plannerInputSchema,
  type PlannerInput,
} from './input';
export { planConvention, planFromJson, type PlanOptions } from './plan';
export type { Proposal, ProposedTable, SolverReport } from './proposal';
export { hardRuleViolations } from './check';
export { WEIGHTS, type Metrics } from './score';
