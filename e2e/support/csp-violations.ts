import type { BrowserContext } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  page: string;
}

/**
 * Collects every Content-Security-Policy violation in every frame of the context: an init script
 * hears the browser's securitypolicyviolation event and hands it to Node through a binding (both
 * injected over the DevTools protocol, so the policy under test does not block them).
 */
export async function watchCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding(
    '__cspViolation',
    ({ frame }, violation: Omit<CspViolation, 'page'>) => {
      violations.push({ ...violation, page: frame.url() });
    },
  );
  await context.addInitScript(() => {
    const target = window as unknown as { __cspViolation: (violation: unknown) => void };
    document.addEventListener('securitypolicyviolation', (event) =>
      target.__cspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      }),
    );
  });
  return violations;
}

/** Lets the reports the pages already queued reach Node before the list is read. */
export async function settleCspReports(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) {
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => {});
  }
}
