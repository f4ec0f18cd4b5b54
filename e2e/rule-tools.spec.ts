import { expect, test } from '@playwright/test';

/**
 * Under a rule paragraph: "Practise (N)" opens the trainer on that paragraph, which names it and links
 * back; "Example" opens a board drawn by the renderer alone (no table widget, no physics) and its
 * permalink; the replay loads the table widget only when asked for. An authored question's example
 * draws its position and offers no replay.
 */
test('nine-ball 5.6: practice in the trainer, and back to the paragraph', async ({ page }) => {
  // the trainer loads its whole bank first: slow on a busy 2-core machine
  test.setTimeout(60_000);
  await page.goto('/en/rules/nine-ball/');
  const tools = page.locator('[data-tools-for="rule-5-6"]');
  const practise = tools.locator('a.pt-practise');
  await expect(practise).toHaveText(/^Practise \(\d+\)$/);
  await practise.click();
  await expect(page).toHaveURL(/\/en\/trainer\/\?rule=5\.6$/);
  const back = page.getByTestId('drill-rule').locator('a');
  await expect(back).toContainText('5.6', { timeout: 30_000 });
  await expect(back).toContainText('Push out');
  await back.click();
  await expect(page).toHaveURL(/\/en\/rules\/nine-ball\/#rule-5-6$/);
});

test('an example: its board on opening, the table widget only on replay', async ({ page }) => {
  test.setTimeout(60_000);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/ru/rules/nine-ball/');
  const example = page.locator('details.pt-example:not([data-source="question"])').first();
  await expect(example.locator('a.pt-example-link')).toHaveAttribute('href', /^\/ru\/s\/\?v\d\./);
  await example.scrollIntoViewIfNeeded();
  const before = scripts.length;
  await example.locator('summary').click();
  await expect(example.locator('.pt-example-board svg.pt-svg')).toBeVisible();
  await expect(example.locator('.pt-sandbox')).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(before);
  await example.locator('button.pt-example-replay').click();
  await expect(example.locator('.pt-sandbox')).toBeVisible({ timeout: 30_000 });
  await expect(example.getByTestId('shoot')).toBeVisible();
});

test('an authored question as example: its drawn position, no replay, the link to its position', async ({ page }) => {
  await page.goto('/en/rules/bowlliards/');
  const example = page.locator('[data-tools-for="rule-10"] details.pt-example[data-source="question"]');
  await expect(example.locator('a.pt-example-link')).toHaveAttribute('href', /^\/en\/s\/\?v\d\./);
  await example.scrollIntoViewIfNeeded();
  await example.locator('summary').click();
  await expect(example.locator('.pt-example-source')).toContainText('From the trainer’s questions');
  await expect(example.locator('.pt-example-board svg.pt-svg')).toBeVisible();
  await expect(example.locator('button.pt-example-replay')).toHaveCount(0);
});

test('the example is reachable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/rules/nine-ball/');
  const link = page.locator('details.pt-example a.pt-example-link').first();
  await page.locator('details.pt-example summary').first().click();
  await expect(link).toBeVisible();
  await context.close();
});
