import { expect, test } from '@playwright/test';
import { builtPages } from './site';

/**
 * No horizontal scroll at 375 px on any built page. The pages go in runs of eight, each run one test
 * that opens its pages one after another in the same browser page; a page that scrolls is named in
 * the failure, and the run goes on to the next page.
 */
const RUN = 8;
const pages = builtPages();
for (let i = 0; i < pages.length; i += RUN) {
  const run = pages.slice(i, i + RUN);
  test(`no horizontal scroll at 375 px on ${run.join(', ')}`, async ({ page }) => {
    // eight page loads: room for a busy two-core machine
    test.setTimeout(120_000);
    for (const path of run) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, `horizontal scroll on ${path}`).toBeLessThanOrEqual(0);
    }
  });
}
