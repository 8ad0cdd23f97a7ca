import {
  roles,
  userRoles,
  users,
  openDatabase,
  hashPassword,
  loadConventions,
  setRegistrationStatus,
  seedDatabase,
  MEMBER_PASSWORD,
} from 'server/testing';

export const ADMIN = { email: 'bench-admin@18xx.be', password: 'Bench-Admin#2026' } as const;
export const memberEmail = (index: number): string => `bench-member-${index}@example.com`;
export { MEMBER_PASSWORD };

/**
 * Before the server starts: the production seed with its demo data (an active spring convention
 * with its sessions and featured games), registration closed so the surge can open it, and
 * `memberCount` approved members. One password hash for all: hashing 500 would only cost time.
 */
export const seedBenchData = async (
  target: { databaseUrl: string | null; dataDir: string },
  memberCount: number,
): Promise<void> => {
  const database = await openDatabase(target);
  try {
    const { db } = database;
    await database.migrate();
    await seedDatabase(db, {
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      seedDemo: true,
    });
    const active = (await loadConventions(db)).find((convention) => convention.isActive);
    if (!active) throw new Error('The demo seed made no active convention.');
    await setRegistrationStatus(db, active.id, false);

    const passwordHash = await hashPassword(MEMBER_PASSWORD);
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: memberCount }, (_, index) => ({
          email: memberEmail(index),
          firstName: 'Bench',
          lastName: `Member ${index}`,
          passwordHash,
          isEmailConfirmed: true,
          nationality: 'Belgian',
          yearOfBirth: 1980 + (index % 30),
        })),
      )
      .returning({ id: users.id });
    const approved = await db.select({ id: roles.id, name: roles.name }).from(roles);
    const roleIds = approved.filter((r) => r.name === 'USER' || r.name === 'REGISTERED');
    await db
      .insert(userRoles)
      .values(
        created.flatMap((user) => roleIds.map((role) => ({ userId: user.id, roleId: role.id }))),
      );
  } finally {
    await database.close();
  }
};
