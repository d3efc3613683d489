import axe from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

/**
 * Runs axe-core in the page and returns its serious and critical violations (an empty list passes).
 * The source is evaluated over the DevTools protocol: the app's Content-Security-Policy forbids
 * inline scripts, so an injected `<script>` tag would be blocked.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const engine = window.axe;
    if (!engine) throw new Error('axe-core did not load');
    const { violations } = await engine.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}

/** True when the page is wider than the viewport (a horizontal scrollbar). */
export function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** Console errors other than the browser's own line for an expected 401 (the visitor's /api/user). */
export function unexpectedConsoleErrors(errors: string[]): string[] {
  return errors.filter((error) => !/status of 401/.test(error));
}
