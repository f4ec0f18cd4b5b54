import { expect, type Page, test } from '@playwright/test';
import { answerSomething } from './site';

/**
 * One truth: "Open on the table" from a generated question rules the shot as the trainer did. The
 * unit suite checks every stored scenario (src/quiz/table-truth.test.ts); these are two the table
 * once ruled differently (the break and One-ball's side pocket were not carried): in the browser,
 * the table names the same next player as the trainer's answer.
 */

/** Answers the question (any answer), checks it, and gives the trainer's right "next" and the table link. */
async function answered(page: Page, id: string): Promise<{ next: string; href: string }> {
  await page.goto(`/en/trainer/?drill=${id}`);
  await page.locator('astro-island:not([ssr]) [data-testid="trainer"]').first().waitFor();
  await answerSomething(page);
  await page.getByRole('button', { name: 'Check my answer' }).click();
  const next = (await page.getByTestId('right-next').textContent())?.trim() ?? '';
  const link = page.getByTestId('open-on-table');
  await expect(link).toHaveAttribute('href', /^\/en\/s\/\?v3\./);
  return { next, href: (await link.getAttribute('href')) ?? '' };
}

for (const id of ['s-nine-ball-break-021', 's-side-pocket-one-signature-012']) {
  test(`${id}: the table rules the question's shot as the trainer does`, async ({ page }) => {
    test.slow();
    const { next, href } = await answered(page, id);
    expect(next).toMatch(/^Player [A-Z]$/);
    await page.goto(href);
    await page.locator('astro-island:not([ssr]) .pt-sandbox').first().waitFor();
    await expect(page.getByTestId('link-error')).toHaveCount(0);
    await page.getByTestId('shoot').click();
    const ruling = page.getByTestId('ruling');
    await expect(ruling.getByTestId('verdict')).toBeVisible({ timeout: 30_000 });
    await expect(ruling.getByTestId('next')).toHaveText(next.replace('Player', 'player'));
  });
}
