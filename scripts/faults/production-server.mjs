// The production server (server/dist/server.js) as a child process, and plain HTTP calls to it,
// for the fault scenarios: they need a process they can watch survive (or not) a fault.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const repoRoot = new URL('../../', import.meta.url).pathname;
const serverEntry = join(repoRoot, 'server/dist/server.js');

export const ADMIN = { email: 'admin@18xx.be', password: 'Faults-Admin-1!' };
const MAX_OUTPUT = 200_000;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * One call, never throwing: the status (or 'timeout' / 'network' when no answer came), the parsed
 * body, the raw text and how long it took.
 */
export const call = async (baseUrl, method, path, { token, body, timeoutMs = 10_000 } = {}) => {
  const at = Date.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON: kept as text, and judged a problem by the caller.
    }
    return { method, path, at, ms: Date.now() - at, status: response.status, json, text };
  } catch (error) {
    const status = error.name === 'TimeoutError' ? 'timeout' : 'network';
    return { method, path, at, ms: Date.now() - at, status, json: null, text: error.message };
  }
};

export const succeeded = (answer) => answer.status === 200 && answer.json?.result === 0;

/** A 503 in the API's envelope with a readable message, and nothing of a stack trace. */
export const isCleanUnavailable = (answer) =>
  answer.status === 503 &&
  answer.json?.result === 1 &&
  answer.json.data === null &&
  typeof answer.json.errorMessage === 'string' &&
  answer.json.errorMessage.length > 10 &&
  !/\bat .+:\d+:\d+|Error:|Failed query/.test(answer.text);

/** A few answers, short enough for a failure message. */
export const describeAnswers = (answers) =>
  JSON.stringify(
    answers.slice(0, 5).map(({ method, path, status, ms, text }) => ({
      method,
      path,
      status,
      ms,
      text: text.slice(0, 200),
    })),
  );

/** Starts server/dist/server.js on a free port and resolves once /api/health answers. */
export const startServer = async (env) => {
  if (!existsSync(serverEntry)) {
    throw new Error('server/dist/server.js is missing: run `npm run build -w server` first.');
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: '',
      SEED_DEMO: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-MAX_OUTPUT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitCode;
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exitCode = code ?? signal;
      resolve(exitCode);
    }),
  );
  const server = {
    url,
    pid: child.pid,
    output: () => output,
    /** The exit code (or signal) once the process has ended, undefined while it runs. */
    exitCode: () => exitCode,
    stop: async () => {
      if (exitCode !== undefined) return exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  const deadline = Date.now() + 120_000;
  while ((await call(url, 'GET', '/api/health', { timeoutMs: 2_000 })).status !== 200) {
    if (exitCode !== undefined || Date.now() > deadline) {
      await server.stop();
      throw new Error(`the server did not start (exit ${exitCode}):\n${output.slice(-4_000)}`);
    }
    await sleep(200);
  }
  return server;
};

export const login = async (url) => {
  const answer = await call(url, 'POST', '/api/Auth/login', { body: ADMIN });
  if (!succeeded(answer)) throw new Error(`admin login failed: ${answer.status} ${answer.text}`);
  return answer.json.data;
};

/** A write the scenarios can find again by name: an email template (admins may create any). */
export const createTemplate = (url, token, name, bodyText = 'Written during a fault run.') =>
  call(url, 'POST', '/api/Template', {
    token,
    body: { name, subject: `Fault run ${name}`, body: `<p>${bodyText}</p>` },
  });
