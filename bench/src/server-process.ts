import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = new URL('../../', import.meta.url).pathname;

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

export interface RunningProcess {
  url: string;
  pid: number;
  /** Peak resident set size so far (VmHWM), in MB. */
  peakRssMb(): number;
  /** Resident set size now (VmRSS), in MB. */
  rssMb(): number;
  /** CPU time it has used so far (user and system), in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

const statusMb = (pid: number, field: 'VmHWM' | 'VmRSS'): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return kb / 1024;
};

// /proc/<pid>/stat counts in clock ticks, 100 per second on Linux.
const TICKS_PER_SECOND = 100;

const cpuMs = (pid: number): number => {
  // The name field may hold spaces: the numbers start after its closing parenthesis.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
};

const waitForExit = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

const waitUntilAnswering = async (url: string, child: ChildProcess, logFile: string) => {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${url} exited with ${child.exitCode}; see ${logFile}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within 2 minutes; see ${logFile}`);
};

/**
 * A Node process of its own (so its RSS is its own), output to a log file the way journald would
 * keep it, ready once `readyPath` answers 200.
 */
export const startProcess = async ({
  args,
  env,
  logDir,
  name,
  readyPath,
}: {
  args: string[];
  env: NodeJS.ProcessEnv;
  logDir: string;
  name: string;
  readyPath: string;
}): Promise<RunningProcess> => {
  const port = await freePort();
  const logFile = join(logDir, `${name}.log`);
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${name} did not start`);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(`${url}${readyPath}`, child, logFile);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid,
    peakRssMb: () => statusMb(pid, 'VmHWM'),
    rssMb: () => statusMb(pid, 'VmRSS'),
    cpuMs: () => cpuMs(pid),
    stop: async () => {
      child.kill('SIGTERM');
      await waitForExit(child);
    },
  };
};
