import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * axe-core over the page (or the part `selector` names); only serious and critical violations are returned,
 * one line each, so a scenario asserts `deepEqual(await seriousViolations(page), [])`.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  // Evaluated over CDP, so the portal's strict CSP (no inline scripts) stays on for the scan.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run(ctx: Document | string, o: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(scope ?? document, { resultTypes: ['violations'] })).violations;
  }, selector ?? null);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
