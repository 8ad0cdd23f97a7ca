import { generateConvention } from './src/generate';
import { planConvention } from './src/plan';
import { hardRuleViolations } from './src/check';
const input = generateConvention(Number(process.argv[2] ?? 1), {
  attendees: 60,
  days: 4,
  titles: 30,
  broughtCopies: 50,
  clubCopies: 4,
  maxTables: 12,
  timeLimitSeconds: Number(process.argv[3] ?? 4),
});
const t0 = performance.now();
const g = await planConvention(input, { greedyOnly: true });
console.log(
  'greedy',
  performance.now() - t0,
  g.metrics,
  g.unseated.length,
  g.solver.objective,
  hardRuleViolations(input, g),
);
const t1 = performance.now();
const p = await planConvention(input);
console.log(
  'full',
  performance.now() - t1,
  p.metrics,
  p.unseated.length,
  p.solver,
  hardRuleViolations(input, p),
);
