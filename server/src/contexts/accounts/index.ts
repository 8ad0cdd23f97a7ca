// The accounts context's public entry: what the app and the other contexts may use of it.
export { generatePassword } from './auth/generate-password';
export { hashPassword } from './auth/passwords';
export { verifyToken } from './auth/tokens';
export type { VerifiedToken } from './auth/tokens';
export { authRoutes } from './routes/auth';
export { calendarFeedRoutes } from './routes/calendar';
export { userRoutes } from './routes/users';
export { countAccountsAwaitingApproval, sendDueApprovalDigest } from './users/approval-digest';
export { grantRoles } from './users/grant-roles';
export { seedDefaultGroups } from './users/seed-groups';
