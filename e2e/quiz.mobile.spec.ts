import { expect, type Page, test } from '@playwright/test';

/** The quiz at 375 px: questions, feedback and the exam report fit the width (no sideways scroll). */

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function answerSomething(page: Page): Promise<void> {
  const groups = page.locator('.qz-answer fieldset');
  for (let i = 0; i < (await groups.count()); i += 1) {
    const radio = groups.nth(i).locator('input[type="radio"]').first();
    if (await radio.count()) await radio.check();
  }
  const number = page.locator('.qz-answer input[type="text"]');
  if (await number.count()) await number.fill('0');
}

test('ru trainer at 375 px: five questions and their feedback fit the width', async ({ page }) => {
  await page.goto('/ru/trainer/');
  await page.locator('astro-island:not([ssr]) [data-testid="trainer"]').waitFor();
  await page.getByTestId('start').click();
  for (let i = 0; i < 5; i += 1) {
    await expect(page.locator('.qz-question')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await answerSomething(page);
    await page.getByRole('button', { name: 'Проверить ответ' }).click();
    await expect(page.getByTestId('feedback')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Следующий вопрос' }).click();
  }
});

test('en exam at 375 px: the running paper and the report fit the width', async ({ page }) => {
  await page.goto('/en/exam/?seed=99&n=12&min=10&pass=85');
  await page.locator('astro-island:not([ssr]) [data-testid="exam"]').waitFor();
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Hand in the paper' }).click();
  await expect(page.getByTestId('hand-in-dialog')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Hand in now' }).click();
  await expect(page.getByTestId('exam-report')).toBeVisible();
  await page.locator('.qz-answers summary').first().click();
  await expect(page.getByTestId('exam-review').first()).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
