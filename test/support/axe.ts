// axe-core run in a page as it is now, for the browser journeys that check a screen's accessibility.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is now (injected once per document) and answers its violations.
 * Evaluated rather than added as a script tag: the app's CSP (script-src 'self') refuses inline scripts.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = Reflect.get(window, 'axe');
    const result: { violations: { id: string; nodes: { target: string[] }[] }[] } = await axe.run(document);
    return result.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}
