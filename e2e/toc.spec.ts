import { test } from '@playwright/test';
import { expectCurrent, TOC_CASES } from './toc-cases';

/** "On this page" marks the paragraph a link opens, not the one before it. */
for (const { path, anchor } of TOC_CASES) {
  test(`opening ${path}#${anchor} marks ${anchor} in "On this page"`, async ({ page }) => {
    await page.goto(`${path}#${anchor}`);
    await expectCurrent(page, 'starlight-toc', anchor);
  });
}

test('following a rule link inside the page marks its paragraph', async ({ page }) => {
  await page.goto('/en/rules/straight-pool/');
  // The last link to 6.7.3 in the rule text stands in 6.7.6, below it: following it scrolls back up
  // (the examples' citations, folded under their paragraphs, are not the rule text).
  await page
    .locator('.sl-markdown-content a[href="/en/rules/straight-pool/#rule-6-7-3"]:not(.pt-example a)')
    .last()
    .click();
  await expectCurrent(page, 'starlight-toc', 'rule-6-7-3');
});

test('choosing an entry in "On this page" marks that entry', async ({ page }) => {
  await page.goto('/ru/rules/general/');
  await page.locator('starlight-toc a[href="#rule-3-10"]').click();
  await expectCurrent(page, 'starlight-toc', 'rule-3-10');
});
