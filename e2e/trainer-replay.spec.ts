import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { answerSomething, seriousViolations } from './site';

/**
 * The trainer shows the shot: generated questions come with their table (the table widget's
 * renderer) and the replay of their shot. How fast a replay starts after the click (recorded in
 * reports/replay-start.json), a walk through random questions, the contact question's cut replay,
 * and the link that opens a question on the interactive table.
 */

async function ready(page: Page): Promise<void> {
  await page.locator('astro-island:not([ssr]) [data-testid="trainer"]').first().waitFor();
}

const cueAt = (page: Page) => page.locator('.qz-table [data-ball="cue"]').getAttribute('transform');

test.describe('with motion', () => {
  // this journey watches the replay play: it asks for motion (the others jump, playwright.config.ts)
  test.use({ reducedMotion: 'no-preference' });
  test('a replay starts within 100 ms of the click (median of 7 clicks)', async ({ page }, info) => {
    // eight replays: a minute for a busy machine (the figure is timed inside the page, not by this limit)
    test.setTimeout(60_000);
    await page.goto('/en/trainer/?drill=s-nine-ball-break-001');
    await ready(page);
    await expect(page.getByTestId('question-table')).toHaveAttribute('data-replay', 'yes');
    const figures: number[] = [];
    // the first click warms the page up (not counted), then 7 clicks
    for (let i = 0; i < 8; i += 1) {
      await page.getByTestId('reset-shot').click();
      await expect(page.getByTestId('play')).toBeVisible();
      // From the click to the first frame that moves the cue ball, timed inside the page.
      const ms = await page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const ball = document.querySelector('.qz-table [data-ball="cue"]');
            const play = document.querySelector<HTMLButtonElement>('.qz-table [data-testid="play"]');
            if (!ball || !play) return reject(new Error('no table'));
            const before = ball.getAttribute('transform');
            let t0 = 0;
            const seen = new MutationObserver(() => {
              const now = document.querySelector('.qz-table [data-ball="cue"]');
              if (now?.getAttribute('transform') !== before) {
                seen.disconnect();
                requestAnimationFrame(() => resolve(performance.now() - t0));
              }
            });
            seen.observe(document.querySelector('.qz-table svg') as Element, {
              attributes: true,
              subtree: true,
              attributeFilter: ['transform'],
            });
            t0 = performance.now();
            play.click();
            setTimeout(() => reject(new Error('the replay did not start within 2 s')), 2000);
          }),
      );
      if (i > 0) figures.push(Math.round(ms * 10) / 10);
      await page
        .getByTestId('pause')
        .click()
        .catch(() => {});
    }
    const sorted = [...figures].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] as number;
    info.annotations.push({ type: 'replay-start-ms', description: `median ${median} of ${figures.join(', ')}` });
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/replay-start.json', `${JSON.stringify({ medianMs: median, clicksMs: figures }, null, 1)}\n`);
    console.log(`replay start: median ${median} ms (${figures.join(', ')} ms)`);
    expect(median).toBeLessThanOrEqual(100);
  });
});

test('a walk through 12 random questions: every generated one has its table and a working replay', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/en/trainer/');
  await ready(page);
  await page.getByTestId('start').click();
  let generated = 0;
  for (let i = 0; i < 12; i += 1) {
    const question = page.locator('.qz-question');
    await question.waitFor();
    const id = (await question.getAttribute('data-question')) ?? '';
    const isGenerated = (await question.getAttribute('data-generated')) === 'yes';
    if (isGenerated) {
      generated += 1;
      const table = page.getByTestId('question-table');
      await expect(table, id).toHaveAttribute('data-replay', 'yes');
      await expect(table.locator('[data-ball="cue"]'), id).toHaveCount(1);
      const before = await cueAt(page);
      await page.getByTestId('next-event').click();
      await expect.poll(() => cueAt(page), id).not.toBe(before);
      // the replay stands at its first event (a shot whose first contact comes within 5 ms shows 0.00 on
      // the slider); a shot that meets no ball and no cushion (a push out, a miss) has no event to mark
      const events = await page.getByTestId('timeline').locator('li').count();
      if (events > 0) await expect(page.getByTestId('timeline').locator('[aria-current="step"]'), id).toHaveCount(1);
    }
    await answerSomething(page);
    await page.getByRole('button', { name: 'Check my answer' }).click();
    await expect(page.getByTestId('feedback')).toBeVisible();
    if (isGenerated) await expect(page.getByTestId('open-on-table'), id).toBeVisible();
    await page.getByRole('button', { name: 'Next question' }).click();
  }
  expect(generated).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('a contact question: the replay stops at the first contact until answered, then the whole shot', async ({
  page,
}) => {
  await page.goto('/ru/trainer/?drill=s-eight-ball-wrong-ball-first-002');
  await ready(page);
  await expect(page.getByTestId('replay-cut')).toBeVisible();
  const scrub = page.getByTestId('scrub');
  const cut = Number(await scrub.getAttribute('max'));
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toBeVisible();
  expect(Math.abs(Number(await scrub.inputValue()) - cut)).toBeLessThanOrEqual(0.01);
  await expect(page.getByTestId('timeline').locator('li')).not.toHaveCount(0);
  await expect(page.getByTestId('open-on-table')).toHaveCount(0);
  await page.locator('.qz-answer input[type="radio"]').first().check();
  await page.getByRole('button', { name: 'Проверить ответ' }).click();
  await expect(page.getByTestId('replay-cut')).toHaveCount(0);
  expect(Number(await scrub.getAttribute('max'))).toBeGreaterThan(cut);
  const link = page.getByTestId('open-on-table');
  await expect(link).toHaveAttribute('href', /^\/ru\/s\/\?v[13]\.t9\.b/);
  await link.click();
  await expect(page).toHaveURL(/\/ru\/s\/\?v[13]\./);
  await expect(page.getByTestId('link-error')).toHaveCount(0);
  await expect(page.locator('.pt-sandbox [data-ball="cue"]').first()).toBeVisible();
});

test('a generated question with its table passes axe, before and after the answer, light and dark', async ({
  page,
}) => {
  // axe four times (light and dark, before and after the answer): room for a busy machine
  test.setTimeout(120_000);
  await page.goto('/en/trainer/?drill=s-nine-ball-spotting-001');
  await ready(page);
  await expect(page.getByTestId('question-table')).toBeVisible();
  const axe = async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect((await seriousViolations(page)).map((v) => `${scheme} ${v}`)).toEqual([]);
    }
  };
  await axe();
  // a click on a lettered point answers, as the radio buttons do
  await page.locator('.qz-table [data-point="B"]').click();
  await expect(page.getByRole('radio', { name: 'Point B on the diagram' })).toBeChecked();
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByTestId('feedback')).toBeVisible();
  await axe();
});

test('an authored question without a position gets a schematic table, labelled as such', async ({ page }) => {
  await page.goto('/en/trainer/?drill=g-scratch-after-contact%230');
  await ready(page);
  const table = page.getByTestId('question-table');
  await expect(table).toHaveAttribute('data-schematic', 'yes');
  await expect(page.getByTestId('schematic')).toContainText('Schematic');
  const before = await cueAt(page);
  await page.getByTestId('next-event').click();
  await expect.poll(() => cueAt(page)).not.toBe(before);
  await expect(page.getByTestId('open-on-table')).toHaveCount(0);
  // once answered, the position as drawn opens on the table, to be played out there
  await answerSomething(page);
  await page.getByRole('button', { name: 'Check my answer' }).click();
  const link = page.getByTestId('open-on-table');
  await expect(link).toHaveAttribute('href', /^\/en\/s\/\?v[13]\./);
  await link.click();
  await page.locator('astro-island:not([ssr]) .pt-sandbox').first().waitFor();
  await expect(page.locator('.pt-sandbox .pt-balls [data-ball="cue"]')).toHaveCount(1);
});

test('a lag, a choice and a concession get schematic tables too', async ({ page }) => {
  await page.goto('/en/trainer/?drill=g-lag-crossed-half%230');
  await ready(page);
  const table = page.getByTestId('question-table');
  await expect(table).toHaveAttribute('data-schematic-of', 'lag');
  await expect(table.locator('[data-lag]')).toHaveCount(2);
  await expect(table.locator('[data-cushion]')).toHaveCount(2);
  // a choice after a break: the break from the rack, played to the position of the choice
  await page.goto('/en/trainer/?drill=e-dry-break-accepted%230');
  await ready(page);
  await expect(table).toHaveAttribute('data-schematic-of', 'before');
  await expect(table.locator('[data-ball]')).toHaveCount(16);
  const before = await cueAt(page);
  await page.getByTestId('next-event').click();
  await expect.poll(() => cueAt(page)).not.toBe(before);
  await page.goto('/en/trainer/?drill=g-concession%230');
  await ready(page);
  await expect(table).toHaveAttribute('data-schematic-of', 'position');
  for (const b of ['cue', '1', '8', '10']) await expect(table.locator(`[data-ball="${b}"]`)).toHaveCount(1);
});

test('an authored question that a generated shot plays the same way shows that shot', async ({ page }) => {
  await page.goto('/en/trainer/?drill=n-no-rail%230');
  await ready(page);
  const table = page.getByTestId('question-table');
  await expect(table).toHaveAttribute('data-same-shot', /^s-/);
  await expect(table).toHaveAttribute('data-replay', 'yes');
  await expect(page.getByTestId('same-shot')).toBeVisible();
  const before = await cueAt(page);
  await page.getByTestId('next-event').click();
  await expect.poll(() => cueAt(page)).not.toBe(before);
});

test('replay controls by keyboard: ¼ and 1/10 speed, step, scrub', async ({ page }) => {
  await page.goto('/en/trainer/?drill=s-nine-ball-break-001');
  await ready(page);
  const quarter = page.getByRole('radio', { name: '1/4' });
  await quarter.focus();
  await page.keyboard.press('Space');
  await expect(quarter).toBeChecked();
  await page.getByRole('radio', { name: '1/10' }).check();
  await page.getByTestId('next-event').focus();
  await page.keyboard.press('Enter');
  const scrub = page.getByTestId('scrub');
  const t1 = Number(await scrub.inputValue());
  expect(t1).toBeGreaterThan(0);
  await scrub.focus();
  await page.keyboard.press('ArrowRight');
  expect(Number(await scrub.inputValue())).toBeGreaterThan(t1);
  await expect(page.getByTestId('timeline').locator('.pt-current')).toHaveCount(1);
});
