import type { BrowserContext, Page } from '@playwright/test';

/**
 * Gives every frame of the context a window.__xss(id) that reports back here, and records every
 * dialog (alert, confirm, prompt): a payload that runs calls one or the other. The function is
 * exposed through the DevTools protocol, so the page's Content-Security-Policy does not stop it.
 */
export async function watchXss(context: BrowserContext): Promise<{ ran: string[] }> {
  const ran: string[] = [];
  await context.exposeBinding('__xss', ({ frame }, id: unknown) => {
    ran.push(`payload ${String(id)} on ${frame.url()}`);
  });
  const onPage = (page: Page) =>
    page.on('dialog', (dialog) => {
      ran.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
      void dialog.dismiss();
    });
  context.pages().forEach(onPage);
  context.on('page', onPage);
  return { ran };
}

/** An element or attribute that could run script, as the audit below reports it. */
export type Hazard = string;

/**
 * What in a document could run script once a user interacts with it: event-handler attributes,
 * script-capable URLs, frames, plugins, <base> and refresh <meta>, and scripts that are not the
 * site's own bundles. Runs in the browser: pass a parsed HTML string or omit it for the page itself.
 */
export const auditDocument = (html?: string): Hazard[] => {
  const root = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html');
  const scriptUrl = /^\s*(javascript|vbscript|data\s*:\s*text\/html)/i;
  const hazards: Hazard[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (['iframe', 'frame', 'object', 'embed', 'base', 'applet'].includes(tag)) hazards.push(tag);
    if (tag === 'meta' && element.getAttribute('http-equiv')?.toLowerCase() === 'refresh') {
      hazards.push('meta refresh');
    }
    if (tag === 'script') {
      const src = element.getAttribute('src');
      if (html !== undefined || !src || new URL(src, location.href).origin !== location.origin) {
        hazards.push(`script ${src ?? element.textContent ?? ''}`);
      }
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) hazards.push(`<${tag} ${name}="${attribute.value}">`);
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background'].includes(
          name,
        ) &&
        scriptUrl.test(attribute.value)
      ) {
        hazards.push(`<${tag} ${name}="${attribute.value}">`);
      }
      if (name === 'style' && /url\s*\(|expression\s*\(/i.test(attribute.value)) {
        hazards.push(`<${tag} style="${attribute.value}">`);
      }
    }
  }
  return hazards;
};
