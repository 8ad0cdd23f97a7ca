import fp from 'fastify-plugin';

// Scripts from this origin only: no inline script, no eval (zod runs jitless for it), no nonce.
// emotion (MUI) injects <style> tags, hence 'unsafe-inline' for styles only (docs/decisions.md).
// deploy/nginx/snippets/18xx-belgium-static.conf repeats this policy; deploy-config.test.ts compares.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

// Powerful browser features the site never uses, refused to it and to anything it might embed.
// Only names Chromium knows: an unknown one is a console error on every page.
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

// Every file is the site's own and loaded by its own pages (remotes.json names same-origin remotes):
// no other site may embed an answer as an image, script or frame to read its side effects.
const EVERY_ANSWER = {
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-resource-policy': 'same-origin',
};

const DOCUMENT_HEADERS = {
  ...EVERY_ANSWER,
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

// JSON is data, never a page: it may load nothing and be framed nowhere, which is all a policy can
// say of it (OWASP's REST Security cheat sheet). Every API answer is 200 bytes and three header
// lines lighter for it, which the clients of the hot calls parse thousands of times a second.
export const DATA_HEADERS = {
  ...EVERY_ANSWER,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const isJson = (contentType: unknown): boolean =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/** The token lives in localStorage, so script injection must be impossible. */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      reply.headers(isJson(reply.getHeader('content-type')) ? DATA_HEADERS : DOCUMENT_HEADERS);
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
