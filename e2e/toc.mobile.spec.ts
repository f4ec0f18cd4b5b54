import { expect, test } from '@playwright/test';
import { expectCurrent, TOC_CASES } from './toc-cases';

/** On a phone the "On this page" bar names the paragraph a link opens, not the one before it. */
for (const { path, anchor } of TOC_CASES) {
  test(`opening ${path}#${anchor} on a phone marks ${anchor}`, async ({ page }) => {
    await page.goto(`${path}#${anchor}`);
    await expectCurrent(page, 'mobile-starlight-toc', anchor);
    const number = anchor.replace(/^rule-/, '').replaceAll('-', '.');
    await expect(page.locator('mobile-starlight-toc .display-current')).toContainText(number);
  });
}
