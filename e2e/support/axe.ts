import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * axe-core in the page as it is now (dialogs open or closed), against WCAG 2.1 A and AA: the
 * serious and critical findings, each with the elements it found. Loaded through the debugging
 * protocol, so the page's Content Security Policy is not loosened for it.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    // With a dialog open only the dialog can be reached: what the overlay covers is checked closed.
    const dialogs = Array.from(document.querySelectorAll('[role="dialog"]')).filter((d) => (d as HTMLElement).offsetParent !== null);
    const context = dialogs.length ? { include: dialogs } : document;
    const result = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.targets }));
}
