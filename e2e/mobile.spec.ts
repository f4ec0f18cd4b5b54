import { expect, test } from '@playwright/test';
import { builtPages } from './site';

/**
 * No horizontal scroll at 375 px on any built page, at any moment of its loading: a sampler started
 * before the page's own scripts keeps the widest overflow of the document at each frame, and the page
 * is read once its islands (those that hydrate at load or when idle) have drawn and the network is
 * quiet. The pages go in runs of eight, each run one test that opens its pages one after another in
 * the same browser page; a page that scrolls is named in the failure, and the run goes on.
 */
const RUN = 8;
const pages = builtPages();
for (let i = 0; i < pages.length; i += RUN) {
  const run = pages.slice(i, i + RUN);
  test(`no horizontal scroll at 375 px on ${run.join(', ')}`, async ({ page }) => {
    // eight page loads: room for a busy two-core machine
    test.setTimeout(120_000);
    await page.addInitScript(() => {
      const w = window as unknown as { __overflow: number };
      w.__overflow = 0;
      const sample = () => {
        const d = document.documentElement;
        if (d) w.__overflow = Math.max(w.__overflow, d.scrollWidth - d.clientWidth);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    for (const path of run) {
      await page.goto(path);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
          const when = island.getAttribute('client');
          return when !== 'load' && when !== 'idle';
        }),
      );
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => {
        const d = document.documentElement;
        return Math.max((window as unknown as { __overflow: number }).__overflow, d.scrollWidth - d.clientWidth);
      });
      expect.soft(overflow, `horizontal scroll on ${path}`).toBeLessThanOrEqual(0);
    }
  });
}
