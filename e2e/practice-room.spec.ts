import { expect, type Locator, test } from '@playwright/test';
import { answerSomething, boxOf } from './site';

/**
 * The practice room at 1366×900: one question or one shot on one screen. The whole table, every
 * choice and the Check button are in the window without scrolling; after Check the verdict is there
 * too, beside the board; after a shot on the table the ruling is in the window with the board.
 */
test.use({ viewport: { width: 1366, height: 900 } });

const WINDOW = { width: 1366, height: 900 };

/** The element lies wholly inside the window as it is (nothing scrolled). */
async function inWindow(l: Locator, what: string) {
  const b = await boxOf(l);
  expect(b.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(b.y + b.height, `${what}: bottom`).toBeLessThanOrEqual(WINDOW.height);
  expect(b.x + b.width, `${what}: right`).toBeLessThanOrEqual(WINDOW.width);
}

for (const id of ['s-nine-ball-break-001', 's-straight-pool-changed-settling-004', 's-cutthroat-break-002']) {
  test(`trainer: ${id} — board, choices and Check in one window, then the verdict beside the board`, async ({
    page,
  }) => {
    await page.goto(`/en/trainer/?drill=${id}`);
    await page.locator('astro-island:not([ssr]) [data-testid="trainer"]').waitFor();
    const board = page.locator('.qz-board .pt-svg');
    await expect(board).toBeVisible();
    await expect(page.getByTestId('game-line')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await inWindow(board, 'board');
    const choices = page.locator('.qz-answer .qz-choice');
    for (let i = 0; i < (await choices.count()); i += 1) await inWindow(choices.nth(i), `choice ${i + 1}`);
    const check = page.getByRole('button', { name: 'Check my answer' });
    await inWindow(check, 'Check');
    await answerSomething(page);
    await check.click();
    await expect(page.getByTestId('verdict')).toBeVisible();
    await inWindow(page.getByTestId('verdict'), 'verdict');
    await inWindow(board, 'board after Check');
  });
}

test('table: after a shot the ruling is in the window beside the board', async ({ page }) => {
  await page.goto('/en/table/');
  await page.locator('astro-island:not([ssr]) .pt-sandbox').waitFor();
  await page.getByTestId('shoot').click();
  const ruling = page.locator('.pt-ruling');
  await expect(ruling).toBeVisible();
  await expect(page.getByTestId('reset-shot')).toBeVisible();
  const top = (await boxOf(ruling)).y;
  expect(top).toBeLessThan(WINDOW.height / 2);
  await inWindow(page.locator('.pt-board .pt-svg'), 'board');
  await inWindow(page.getByTestId('reset-shot'), 'replay controls');
});

test('exam: the first question, its choices and the buttons in one window', async ({ page }) => {
  await page.goto('/en/exam/?seed=1&n=12&min=10&pass=85');
  await page.locator('astro-island:not([ssr]) [data-testid="exam"]').waitFor();
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await inWindow(page.locator('.qz-question .qz-qhead'), 'question heading');
  await inWindow(page.getByRole('button', { name: 'Next', exact: true }), 'Next');
});
