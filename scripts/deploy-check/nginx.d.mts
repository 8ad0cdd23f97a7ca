/** scripts/deploy-check/nginx.mjs, for the bench's TypeScript. */
export function renderNginx(options: {
  repoRoot: string;
  dir: string;
  site: string;
  siteRoot: string;
  ports: { shell: number; member?: number; admin?: number };
  apiPorts: [number, number];
  tls?: { certificate: string; key: string };
  brotli?: boolean;
  readTimeoutSeconds?: number;
}): string;
