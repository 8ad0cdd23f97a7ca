import { escapeHtml } from 'shared-api/contract';
import type { OpenApiDocument } from './build-document';

const renderJson = (value: unknown): string =>
  `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

interface Response {
  description?: string;
  $ref?: string;
  content?: Record<string, { schema: unknown }>;
}

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  description: string;
  parameters?: unknown[];
  requestBody?: { content: { 'application/json': { schema: unknown } } };
  responses: Record<string, Response>;
}

/** A shared failure answer is shown by its description: its body is always the error envelope. */
const renderResponse = (status: string, response: Response, shared: Record<string, Response>) => {
  const resolved = response.$ref ? shared[response.$ref.split('/').pop() ?? ''] : response;
  const content = response.$ref ? {} : (resolved?.content ?? {});
  const json = content['application/json']?.schema;
  // A file answer is shown by its media type; its bytes have no schema worth reading.
  const files = Object.keys(content).filter((type) => type !== 'application/json');
  const body = json
    ? renderJson(json)
    : files.map((type) => `<p>Media type: <code>${escapeHtml(type)}</code></p>`).join('');
  return `<h4>Response ${escapeHtml(status)}</h4><p>${escapeHtml(resolved?.description ?? '')}</p>${body}`;
};

const renderOperation = (
  method: string,
  path: string,
  operation: Operation,
  shared: Record<string, Response>,
): string => {
  const sections = [
    `<p>${escapeHtml(operation.description)} Operation id: <code>${escapeHtml(operation.operationId)}</code>.</p>`,
    operation.parameters ? `<h4>Parameters</h4>${renderJson(operation.parameters)}` : '',
    operation.requestBody
      ? `<h4>Request body</h4>${renderJson(operation.requestBody.content['application/json'].schema)}`
      : '',
    ...Object.entries(operation.responses).map(([status, response]) =>
      renderResponse(status, response, shared),
    ),
  ];
  return `<details><summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> ${escapeHtml(operation.summary)}</summary>${sections.join('')}</details>`;
};

// Inline styles only: the Content-Security-Policy allows them, and this page needs no script.
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:1rem}
summary{cursor:pointer;padding:.35rem 0}code{font-size:.95em}
pre{background:#f5f5f5;overflow:auto;padding:.5rem;font-size:13px}
.method{display:inline-block;min-width:4.5rem;font-weight:700;font-family:monospace}
.get{color:#0b6e4f}.post{color:#8a4b00}.put{color:#1d4ed8}.patch{color:#6d28d9}.delete{color:#b91c1c}`;

/** A browsable page of the document, rendered on the server: <details> needs no JavaScript. */
export const renderDocsPage = (document: OpenApiDocument): string => {
  const shared: Record<string, Response> = document.components.responses;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods as Record<string, Operation>)) {
      const tag = operation.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(method, path, operation, shared)]);
    }
  }
  const sections = document.tags
    .filter(({ name }) => byTag.has(name))
    .map(
      ({ name, description }) =>
        `<section><h2>${escapeHtml(name)}</h2><p>${escapeHtml(description)}</p>${(byTag.get(name) ?? []).join('')}</section>`,
    );
  const { title, version, description } = document.info;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} API</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(title)} API <small>${escapeHtml(version)}</small></h1>
<p>${escapeHtml(description)} Machine-readable: <a href="/api/docs/openapi.json">openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
${sections.join('\n')}
</body></html>`;
};
