// The first admin, created from ADMIN_EMAIL/ADMIN_PASSWORD at the server's first start (see playwright.config.ts).
export const admin = { email: 'admin@18xx.be', password: 'E2e-Admin#2026' } as const;

// The approved member that SEED_DEMO=1 adds (server/src/seed/demo.ts).
export const member = { email: 'member@18xx.be', password: 'Member-18xx!' } as const;

export type Credentials = { email: string; password: string };
