import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  conventionFeaturedGames,
  conventions,
  featuredGames,
  sessions,
  users,
} from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { grantRoles } from '../users/grant-roles';
import { scheduledSessions } from '../conventions/session-schedule';
import { seedDemoLogs } from '../logs/demo-logs';

export const DEMO_MEMBER_EMAIL = 'member@18xx.be';
/** Documented in server/README.md: demo data only, never in production. */
export const DEMO_MEMBER_PASSWORD = 'Member-18xx!';

export interface DemoReport {
  memberEmail: string;
  memberPassword: string;
  conventionCreated: boolean;
}

const seedDemoMember = async (db: Db): Promise<void> => {
  const [member] = await db
    .insert(users)
    .values({
      email: DEMO_MEMBER_EMAIL,
      firstName: 'Demo',
      lastName: 'Member',
      passwordHash: await hashPassword(DEMO_MEMBER_PASSWORD),
      isEmailConfirmed: true,
      nationality: 'Belgian',
      yearOfBirth: 1985,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (member) await grantRoles(db, member.id, ['USER', 'REGISTERED']);
};

/** Two sign-ups for the User Management page: one awaiting approval, one its email confirmation. */
const DEMO_APPLICANTS = [
  { email: 'applicant@18xx.be', firstName: 'Alex', lastName: 'Applicant', isEmailConfirmed: true },
  {
    email: 'unconfirmed@18xx.be',
    firstName: 'Uma',
    lastName: 'Unconfirmed',
    isEmailConfirmed: false,
  },
];

const seedDemoApplicants = async (db: Db): Promise<void> => {
  const passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  const created = await db
    .insert(users)
    .values(DEMO_APPLICANTS.map((applicant) => ({ ...applicant, passwordHash })))
    .onConflictDoNothing()
    .returning({ id: users.id });
  for (const { id } of created) await grantRoles(db, id, ['REGISTERED']);
};

/** Six weeks or more ahead, on a Friday: always upcoming when the demo is seeded. */
const nextConventionFriday = (now: Date): Date => {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 42));
  while (day.getUTCDay() !== 5) day.setUTCDate(day.getUTCDate() + 1);
  return day;
};

const seedDemoConvention = async (db: Db): Promise<boolean> => {
  const [existing] = await db.select({ total: count() }).from(conventions);
  if ((existing?.total ?? 0) > 0) return false;
  const friday = nextConventionFriday(new Date());
  const monday = new Date(friday.getTime() + 3 * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    const [convention] = await tx
      .insert(conventions)
      .values({
        name: `Spring Convention ${friday.getUTCFullYear()}`,
        startDate: friday,
        endDate: monday,
        season: 'SPRING',
        isActive: true,
        registrationOpen: true,
      })
      .returning({ id: conventions.id });
    if (!convention) throw new Error('Could not create the demo convention.');
    await tx.insert(sessions).values(
      scheduledSessions('SPRING', friday, monday).map((s) => ({
        ...s,
        conventionId: convention.id,
      })),
    );
    const games = await tx
      .insert(featuredGames)
      .values([
        { gameName: '1830', description: 'Railways and robber barons on the US east coast.' },
        { gameName: '18Chesapeake', description: 'A friendly first 18xx around the bay.' },
      ])
      .returning({ id: featuredGames.id });
    await tx
      .insert(conventionFeaturedGames)
      .values(games.map((g) => ({ conventionId: convention.id, featuredGameId: g.id })));
  });
  return true;
};

/** SEED_DEMO=1: one approved member, two applicants and an upcoming, active spring convention open for sign-up. */
export const seedDemo = async (db: Db): Promise<DemoReport> => {
  await seedDemoMember(db);
  await seedDemoApplicants(db);
  await seedDemoLogs(db);
  return {
    memberEmail: DEMO_MEMBER_EMAIL,
    memberPassword: DEMO_MEMBER_PASSWORD,
    conventionCreated: await seedDemoConvention(db),
  };
};
