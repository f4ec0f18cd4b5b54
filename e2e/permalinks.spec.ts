import { expect, test } from '@playwright/test';

test('the language switch keeps the page and the rule anchor', async ({ page }) => {
  await page.goto('/ru/rules/general/#rule-3-10');
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/en\/rules\/general\/#rule-3-10$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'Русский' }).first().click();
  await expect(page).toHaveURL(/\/ru\/rules\/general\/#rule-3-10$/);
});

test('a rule permalink scrolls to its paragraph', async ({ page }) => {
  await page.goto('/en/rules/general/#rule-3-9');
  const heading = page.locator('#rule-3-9');
  await expect(heading).toBeInViewport();
  await expect(heading).toContainText('3.9');
});

test('the same rule anchors exist in both languages', async ({ page }) => {
  await page.goto('/ru/rules/general/');
  const ru = await page.locator('[id^="rule-"]').evaluateAll((els) => els.map((e) => e.id));
  await page.goto('/en/rules/general/');
  const en = await page.locator('[id^="rule-"]').evaluateAll((els) => els.map((e) => e.id));
  expect(ru.length).toBeGreaterThanOrEqual(10);
  expect(en).toEqual(ru);
});

test('the link icon beside a rule copies its permalink', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/en/rules/general/');
  await page.locator('#rule-3-4').locator('xpath=..').locator('a.sl-anchor-link').click();
  await expect(page).toHaveURL(/#rule-3-4$/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/en\/rules\/general\/#rule-3-4$/);
});
