// What the planner's tests and the bench plan: seeded conventions drawn like real ones, and small
// ones whose every plan can be tried. Never imported by the planner itself or by the server.
export { generateConvention, type ConventionShape } from './generate-convention';
export { smallConvention } from './small-convention';
export { seededRandom } from '../seeded-random';
