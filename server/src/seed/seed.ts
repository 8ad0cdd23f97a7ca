import { ROLES, TAG_CODES } from 'shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { roles, tags, userRoles, users } from '../db/schema';
import { generatePassword } from '../contexts/accounts';
import { hashPassword } from '../contexts/accounts';
import { seedCatalogue } from '../contexts/planner';
import { seedInvoicing } from '../contexts/billing';
import { seedDefaultTemplates } from '../shared/mail/default-templates';
import { seedDefaultGroups } from '../contexts/accounts';
import { grantRoles } from '../contexts/accounts';
import { seedDemo, type DemoReport } from './demo';

export interface SeedReport {
  adminEmail: string;
  /** 'created' on the very first start; 'promoted' when ADMIN_EMAIL already had an account. */
  admin: 'created' | 'promoted' | 'exists';
  /** Set only when the admin was just created without ADMIN_PASSWORD: print it once. */
  generatedAdminPassword: string | null;
  demo: DemoReport | null;
}

const ADMIN_ROLES = ['ADMIN', 'USER', 'REGISTERED'] as const;

const hasAnyAdmin = async (db: Db): Promise<boolean> => {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, 'ADMIN'))
    .limit(1);
  return rows.length > 0;
};

const seedFirstAdmin = async (
  db: Db,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<Pick<SeedReport, 'admin' | 'generatedAdminPassword'>> => {
  if (await hasAnyAdmin(db)) return { admin: 'exists', generatedAdminPassword: null };
  const password = config.adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: config.adminEmail,
        firstName: 'Site',
        lastName: 'Administrator',
        passwordHash,
        isEmailConfirmed: true,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) {
      await grantRoles(tx, created.id, ADMIN_ROLES);
      return {
        admin: 'created' as const,
        generatedAdminPassword: config.adminPassword ? null : password,
      };
    }
    const [existing] = await tx
      .update(users)
      .set({ isEmailConfirmed: true })
      .where(sql`lower(${users.email}) = ${config.adminEmail.toLowerCase()}`)
      .returning({ id: users.id });
    if (!existing) throw new Error('Could not create the first administrator.');
    await grantRoles(tx, existing.id, ADMIN_ROLES);
    return { admin: 'promoted' as const, generatedAdminPassword: null };
  });
};

/** Idempotent: safe on every start. Roles, tags, the first admin and, on request, demo data. */
export const seedDatabase = async (
  db: Db,
  config: Pick<Config, 'adminEmail' | 'adminPassword' | 'seedDemo'>,
): Promise<SeedReport> => {
  await db
    .insert(roles)
    .values(ROLES.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(tags)
    .values(TAG_CODES.map((code) => ({ code })))
    .onConflictDoNothing();
  await seedDefaultGroups(db);
  await seedDefaultTemplates(db);
  await seedInvoicing(db);
  await seedCatalogue(db);
  const admin = await seedFirstAdmin(db, config);
  const demo = config.seedDemo ? await seedDemo(db) : null;
  return { adminEmail: config.adminEmail, ...admin, demo };
};
