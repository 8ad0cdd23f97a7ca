// The planner context's public entry: what the app and the other contexts may use of it.
export { saveDraft } from './draft-store';
export { seedCatalogue } from './games/catalogue-seed';
export { loadPlanningData } from './planning-data';
export {
  attendeeName,
  byAttendeeName,
  isListedPartner,
  listPlayPartners,
  partnerRegistrations,
} from './play-partners';
export { publishedSeats, seatKey } from './published-seats';
export { gameRoutes } from './routes/games';
export { plannerRoutes } from './routes/planner';
export { readStoredPlan } from './stored-plan';
export type { StoredTable } from './stored-plan';
export { getBoard, tableLines } from './table-plans';
