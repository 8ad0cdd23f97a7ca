// What the bench may use of the server (the package's 'server/testing' entry): the database, the
// tables and the steps it times, and the test fixtures it builds its loads from.
export { openDatabase } from '../src/db/client';
export {
  conventions,
  invoices,
  registrationSessions,
  registrations,
  roles,
  userRoles,
  users,
} from '../src/db/schema';
export { seedDatabase } from '../src/seed/seed';
export { hashPassword } from '../src/contexts/accounts/auth/passwords';
export { loadConventions } from '../src/contexts/conventions/load-conventions';
export { setRegistrationStatus } from '../src/contexts/conventions/registration-status';
export { importStatement } from '../src/contexts/billing/payments/import-statement';
export { parseStatement } from '../src/contexts/billing/payments/statements';
export { GRACE_SECONDS, solveOffThread } from '../src/contexts/planner/solve';
export { writeAudits } from '../src/shared/audit/write-audit';
export { structuredReferenceFromBase } from '../src/shared/payment-codes/structured-reference';
export { createTestDatabase, type TestDatabase } from './support/test-database';
export { MEMBER_PASSWORD } from './support/users';
export { registrationPayload } from './support/registration-fixtures';
export { camtStatement, type CamtEntry } from './support/camt-sample';
export { codaFile, type Movement } from './support/coda-sample';
