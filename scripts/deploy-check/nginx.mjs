// Renders the shipped nginx files of deploy/nginx for a throw-away layout on this machine: the same
// locations, headers and proxy settings, with ports and folders of the check instead of the
// example host names and /srv paths. A substitution that no longer matches fails the check, so
// the shipped files and this check cannot drift apart silently.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const replaceAll = (text, from, to, file) => {
  if (!text.includes(from))
    throw new Error(`${file} no longer contains "${from}": update the deploy check`);
  return text.split(from).join(to);
};

const rendered = (file, text, { siteRoot, logDir }) =>
  replaceAll(
    replaceAll(text, '/srv/18xx-belgium', siteRoot, file),
    '/var/log/nginx/',
    `${logDir}/`,
    file,
  );

/**
 * Every `listen 80; listen [::]:80; server_name <name>;` becomes `listen 127.0.0.1:<port>`; with
 * `tls`, HTTPS and HTTP/2 as deploy/README.md's TLS step leaves the site.
 */
const listenOn = (file, text, portByName, tls) => {
  const listen = (port) =>
    tls
      ? `listen 127.0.0.1:${port} ssl http2;\n    ssl_certificate ${tls.certificate};\n    ssl_certificate_key ${tls.key};`
      : `listen 127.0.0.1:${port};`;
  let count = 0;
  const result = text.replace(
    /listen 80;\s*listen \[::\]:80;\s*server_name (\S+);/g,
    (_match, name) => {
      const port = portByName[name];
      if (!port) throw new Error(`${file}: no port for server_name ${name}`);
      count += 1;
      return `${listen(port)}\n    server_name 127.0.0.1;`;
    },
  );
  if (count !== Object.keys(portByName).length) {
    throw new Error(
      `${file}: expected ${Object.keys(portByName).length} server blocks, found ${count}`,
    );
  }
  return result;
};

/**
 * Writes <dir>/nginx.conf serving `site` (a file of deploy/nginx/sites) and returns its path.
 * origins: { shell, member, admin } ports; api: [port, port]. Optional, as deploy/README.md's
 * last steps set up a site: `tls` ({ certificate, key } files) serves HTTPS and HTTP/2, and
 * `brotli` sends the .br copies (18xx-belgium-brotli.conf, with Debian's module).
 * `readTimeoutSeconds` shortens the wait for an API answer, for checking the 504 in seconds.
 */
export const renderNginx = ({
  repoRoot,
  dir,
  site,
  siteRoot,
  ports,
  apiPorts,
  tls,
  brotli,
  readTimeoutSeconds,
}) => {
  const shipped = join(repoRoot, 'deploy/nginx');
  const logDir = join(dir, 'logs');
  for (const sub of ['logs', 'tmp']) mkdirSync(join(dir, sub), { recursive: true });
  cpSync(join(shipped, 'snippets'), join(dir, 'snippets'), { recursive: true });
  // The API's error envelopes live under /etc/nginx/18xx-belgium-api-errors/ when installed.
  cpSync(join(shipped, 'api-errors'), join(dir, '18xx-belgium-api-errors'), { recursive: true });
  const errorsFile = 'snippets/18xx-belgium-api-errors.conf';
  writeFileSync(
    join(dir, errorsFile),
    replaceAll(
      readFileSync(join(shipped, errorsFile), 'utf8'),
      'root /etc/nginx;',
      `root ${dir};`,
      errorsFile,
    ),
  );
  if (readTimeoutSeconds) {
    const apiFile = 'snippets/18xx-belgium-api.conf';
    writeFileSync(
      join(dir, apiFile),
      replaceAll(
        readFileSync(join(shipped, apiFile), 'utf8'),
        'proxy_read_timeout 60s;',
        `proxy_read_timeout ${readTimeoutSeconds}s;`,
        apiFile,
      ),
    );
  }

  const httpFile = '18xx-belgium-http.conf';
  let http = readFileSync(join(shipped, httpFile), 'utf8');
  http = replaceAll(http, '127.0.0.1:8081', `127.0.0.1:${apiPorts[0]}`, httpFile);
  http = replaceAll(http, '127.0.0.1:8082', `127.0.0.1:${apiPorts[1]}`, httpFile);
  writeFileSync(join(dir, httpFile), http);

  const origin = (port) => `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const names = {
    'www.18xx.example': ports.shell,
    'member.18xx.example': ports.member,
    'admin.18xx.example': ports.admin,
  };
  let text = readFileSync(join(shipped, 'sites', site), 'utf8');
  const used = Object.fromEntries(
    Object.entries(names).filter(([name]) => text.includes(`server_name ${name};`)),
  );
  text = listenOn(site, text, used, tls);
  for (const [name, port] of Object.entries(names)) {
    if (text.includes(`https://${name}`))
      text = replaceAll(text, `https://${name}`, origin(port), site);
  }
  writeFileSync(join(dir, 'site.conf'), rendered(site, text, { siteRoot, logDir }));

  const temp = (name) => `${name}_temp_path ${join(dir, 'tmp', name)};`;
  const brotliFile = '18xx-belgium-brotli.conf';
  if (brotli) cpSync(join(shipped, brotliFile), join(dir, brotliFile));
  // Debian's module packages (libnginx-mod-*) load themselves from modules-enabled.
  const conf = `# Rendered by scripts/deploy-check from deploy/nginx/${site}
${brotli ? 'include /etc/nginx/modules-enabled/*.conf;' : ''}
${process.getuid?.() === 0 ? 'user root root;' : ''}
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(logDir, 'error.log')} warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${httpFile};
    ${brotli ? `include ${brotliFile};` : ''}
    include site.conf;
}
`;
  const path = join(dir, 'nginx.conf');
  writeFileSync(path, conf);
  return path;
};
