export const PARTS = [
  'api',
  'login',
  'surge',
  'frontend',
  'lighthouse',
  'statements',
  'planner',
  'model',
  'memory',
  'documents',
] as const;
export type Part = (typeof PARTS)[number];

export interface BenchOptions {
  parts: ReadonlySet<Part>;
  /** Length of every autocannon run. */
  seconds: number;
  /** Folder for a V8 CPU profile of each API server (node --cpu-prof), or null. */
  profileDir: string | null;
}

const USAGE = `npm run bench [-- --only ${PARTS.join(',')}] [--seconds 10] [--cpu-prof <dir>]`;

const isPart = (name: string): name is Part => (PARTS as readonly string[]).includes(name);

export const parseOptions = (argv: readonly string[]): BenchOptions => {
  let parts: Part[] = [...PARTS];
  let seconds = 10;
  let profileDir: string | null = null;
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = (argv[index] ?? '').split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++index] ?? '';
    if (flag === '--only') {
      parts = value()
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map((part) => {
          if (!isPart(part)) throw new Error(`Unknown part "${part}". Usage: ${USAGE}`);
          return part;
        });
    } else if (flag === '--seconds') {
      seconds = Number(value());
      if (!Number.isInteger(seconds) || seconds < 1)
        throw new Error(`--seconds: a whole number of seconds. Usage: ${USAGE}`);
    } else if (flag === '--cpu-prof') {
      profileDir = value();
      if (profileDir === '') throw new Error(`--cpu-prof needs a folder. Usage: ${USAGE}`);
    } else {
      throw new Error(`Unknown argument "${argv[index]}". Usage: ${USAGE}`);
    }
  }
  return { parts: new Set(parts), seconds, profileDir };
};
