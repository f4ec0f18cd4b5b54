import { expect, test } from '@playwright/test';
import { builtPages } from './site';

for (const path of builtPages()) {
  test(`no horizontal scroll at 375 px on ${path}`, async ({ page }) => {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
