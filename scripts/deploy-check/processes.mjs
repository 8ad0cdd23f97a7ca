// Child processes of the deploy check: each long-running one logs to a file and is stopped at the end.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Runs a command to completion, its output shown; throws when it fails. Returns the seconds taken. */
export const run = (command, args, { cwd, env = {} } = {}) => {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
  return (Date.now() - started) / 1000;
};

const running = [];

/** Starts a long-running process with its output in logFile; stopAll() ends it. */
export const start = (name, command, args, { cwd, env = {}, logFile, stopSignal = 'SIGTERM' }) => {
  const log = createWriteStream(logFile);
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const entry = { name, child, exited, stopSignal };
  running.push(entry);
  return entry;
};

export const stopAll = async () => {
  for (const { child, exited, stopSignal } of running.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill(stopSignal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
};

/** Polls url until it answers 200, or fails after timeoutMs (or when the process died). */
export const waitFor = async (url, { timeoutMs = 120_000, process: entry } = {}) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (entry && entry.child.exitCode !== null) {
      throw new Error(`${entry.name} exited (${entry.child.exitCode}) before ${url} answered`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};
