import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { settleAnimations } from './animations';

// Issue 10 point 3: axe finds no serious or critical violation, in en and zh.

export const A11Y_LANGUAGES = ['en', 'zh'] as const;
export type A11yLanguage = (typeof A11Y_LANGUAGES)[number];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * `pageIn(language)`: a page in a fresh context of its own (AxeBuilder cannot use the default
 * `page` fixture), in that language: i18next reads the stored choice before anything renders.
 * The contexts close after the test, passed or failed; their pages first, so no request is
 * still writing to the trace while it is packed.
 */
export const test = base.extend<{ pageIn: (language: string) => Promise<Page> }>({
  pageIn: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (language) => {
      const context = await browser.newContext({ baseURL });
      contexts.push(context);
      await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
      return context.newPage();
    });
    for (const context of contexts) {
      await Promise.all(context.pages().map((page) => page.close()));
      await context.close();
    }
  },
});

/**
 * Runs axe on the whole page as it is now and fails listing every serious or critical
 * violation with its targets. `what` names the state in the failure message.
 */
export async function expectNoSeriousViolations(page: Page, what: string) {
  // Entrance animations (dialogs, panels) finish first, so colours are measured at rest.
  await settleAnimations(page.locator(':root'));
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n` +
      v.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
  // Soft: a run goes on and lists the violations of every state it reaches, not only the first.
  expect.soft(report, `axe on ${what}:\n${report.join('\n')}`).toEqual([]);
}
