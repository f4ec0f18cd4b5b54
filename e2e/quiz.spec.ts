import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * Journeys through the quiz: practise and follow a rule link, a short exam to the report,
 * progress across reloads, export and import, damaged storage, and the trainer offline.
 * Rulings themselves are tested in node (src/quiz/bank.test.ts); here only the journeys.
 */

// the trainer offline needs the site's service worker (blocked by default in playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

/** Stack notes pitfall 10: an island does nothing until hydrated. */
async function ready(page: Page, testId: string): Promise<void> {
  await page.locator(`astro-island:not([ssr]) [data-testid="${testId}"]`).first().waitFor();
}

/** axe on the page as it is now (the quiz's states after interaction, beyond the page-load check). */
async function axeClean(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('site-search > button[data-open-modal]')
    .analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Gives some answer to every part of the question on screen (first choice of each group). */
async function answerSomething(page: Page): Promise<void> {
  const form = page.locator('.qz-answer');
  const groups = form.locator('fieldset');
  for (let i = 0; i < (await groups.count()); i += 1) {
    const radio = groups.nth(i).locator('input[type="radio"]').first();
    if (await radio.count()) await radio.check();
  }
  const number = form.locator('input[type="text"]');
  if (await number.count()) await number.fill('0');
}

async function startTrainer(page: Page, lang: 'en' | 'ru'): Promise<void> {
  await page.goto(`/${lang}/trainer/`);
  await ready(page, 'trainer');
  await page.locator('.qz-filters button[type="submit"]').click();
  await expect(page.locator('.qz-question')).toBeVisible();
}

for (const lang of ['en', 'ru'] as const) {
  test(`${lang}: practise three questions, see each explanation, follow a rule link`, async ({ page }) => {
    await startTrainer(page, lang);
    const check = lang === 'en' ? 'Check my answer' : 'Проверить ответ';
    const next = lang === 'en' ? 'Next question' : 'Следующий вопрос';
    for (let i = 0; i < 3; i += 1) {
      await answerSomething(page);
      await page.getByRole('button', { name: check }).click();
      const feedback = page.getByTestId('feedback');
      await expect(feedback).toBeVisible();
      await expect(feedback.getByTestId('explain')).not.toBeEmpty();
      await expect(feedback.locator('a[data-rule]').first()).toBeVisible();
      if (lang === 'ru') await expect(feedback.getByTestId('explain')).toContainText(/[а-яё]/i);
      if (i < 2) await page.getByRole('button', { name: next }).click();
    }
    await axeClean(page);
    const link = page.getByTestId('feedback').locator('a[data-rule]').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^/${lang}/rules/[a-z-]+/#rule-[0-9-]+$`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/rules/`));
    await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeVisible();
  });
}

test('keyboard only: start the trainer and answer a question', async ({ page }) => {
  await page.goto('/en/trainer/');
  await ready(page, 'trainer');
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return {
        tag: el?.tagName ?? '',
        type: el?.type ?? '',
        text: el?.textContent ?? '',
        checked: !!el?.checked,
        name: el?.name ?? '',
        disabled: !!el?.disabled,
      };
    });
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    if ((await focused()).text.includes('Start practising')) break;
  }
  await page.keyboard.press('Enter');
  await expect(page.locator('.qz-question')).toBeVisible();
  const answered = new Set<string>();
  for (let i = 0; i < 120; i += 1) {
    await page.keyboard.press('Tab');
    const f = await focused();
    if (f.type === 'radio' && !answered.has(f.name)) {
      await page.keyboard.press('Space');
      answered.add(f.name);
    } else if (f.tag === 'INPUT' && f.type === 'text') await page.keyboard.type('0');
    else if (f.tag === 'BUTTON' && f.text.includes('Check my answer') && !f.disabled) {
      await page.keyboard.press('Enter');
      break;
    }
  }
  await expect(page.getByTestId('feedback')).toBeVisible();
});

test('a short exam to the end: paper by seed, timer, skip and return, pass/fail report, review', async ({
  page,
  browser,
}) => {
  await page.goto('/en/exam/?seed=4242&n=3&min=5&pass=50');
  await ready(page, 'exam');
  await expect(page.getByLabel('Number of questions')).toHaveValue('3');
  await page.getByRole('button', { name: 'Start the exam' }).click();
  const timer = page.getByRole('timer');
  await expect(timer).toBeVisible();
  await expect(timer).toHaveText(/^[45]:\d\d$/);
  const firstId = await page.locator('.qz-question').getAttribute('data-question');
  await answerSomething(page);
  await page.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByText('Answer saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await answerSomething(page);
  await page.getByRole('button', { name: 'Save answer' }).click();
  await page.getByRole('button', { name: 'Question 2, skipped' }).click();
  await answerSomething(page);
  await page.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByText('Unanswered: 0')).toBeVisible();
  await expect(page.getByTestId('feedback')).toHaveCount(0);
  await page.getByRole('button', { name: 'Hand in the paper' }).click();
  const report = page.getByTestId('exam-report');
  await expect(report.getByTestId('exam-result')).toHaveText(/^(Passed|Not passed): [\d.]+ % \(pass mark 50 %\)\.$/);
  await expect(report.getByRole('heading', { name: 'By rule paragraph' })).toBeVisible();
  await expect(report.getByRole('heading', { name: 'By topic' })).toBeVisible();
  const missed = report.locator('.qz-missed button');
  if ((await missed.count()) > 0) {
    await missed.first().click();
    await expect(report.getByTestId('exam-review').getByTestId('feedback')).toBeVisible();
  }
  await axeClean(page);
  // The same link gives the same paper to someone else.
  const other = await browser.newPage();
  await other.goto('/en/exam/?seed=4242&n=3&min=5&pass=50');
  await ready(other, 'exam');
  await other.getByRole('button', { name: 'Start the exam' }).click();
  await expect(other.locator('.qz-question')).toHaveAttribute('data-question', firstId ?? '');
  await other.close();
  // A retake draws a new paper.
  await report.getByRole('button', { name: 'Take a new paper' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page).not.toHaveURL(/seed=4242&/);
});

test('the time runs out: the paper is handed in by the clock', async ({ page }) => {
  await page.clock.install();
  await page.goto('/en/exam/?seed=5&n=4&min=1&pass=85');
  await ready(page, 'exam');
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByRole('timer')).toHaveText('1:00');
  await page.clock.fastForward('00:30');
  await expect(page.getByRole('timer')).toHaveText(/^0:[23]\d$/);
  await page.clock.fastForward('00:35');
  await expect(page.getByTestId('exam-report')).toBeVisible();
  await expect(page.getByText('Time ran out: the paper was handed in automatically.')).toBeVisible();
  await expect(page.getByTestId('exam-result')).toHaveText(/^Not passed: 0 %/);
});

test('ru: the exam speaks Russian and hands in', async ({ page }) => {
  await page.goto('/ru/exam/?seed=7&n=2&min=3&pass=85');
  await ready(page, 'exam');
  await page.getByRole('button', { name: 'Начать экзамен' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('button', { name: 'Сдать работу' }).click();
  await expect(page.getByTestId('exam-result')).toHaveText(/^Не сдано: 0 %/);
});

async function answerOne(page: Page): Promise<void> {
  await startTrainer(page, 'en');
  await answerSomething(page);
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByTestId('feedback')).toBeVisible();
}

test('progress survives a reload and shows mastery by game and rule', async ({ page }) => {
  await answerOne(page);
  await page.goto('/en/progress/');
  await ready(page, 'progress');
  await expect(page.getByTestId('progress-summary')).toHaveText('Answers so far: 1, to 1 different questions.');
  await page.reload();
  await ready(page, 'progress');
  await expect(page.getByTestId('progress-summary')).toHaveText('Answers so far: 1, to 1 different questions.');
  await expect(page.getByTestId('mastery-game')).toBeVisible();
  await expect(page.getByTestId('mastery-rule').locator('a').first()).toHaveAttribute('href', /^\/en\/rules\/.+#rule-/);
});

test('export to a file, then import it back into an empty browser', async ({ page }, info) => {
  await answerOne(page);
  await page.goto('/en/progress/');
  await ready(page, 'progress');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
  const file = info.outputPath('progress.json');
  await download.saveAs(file);
  expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(2);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await ready(page, 'progress');
  await expect(page.getByTestId('progress-summary')).toHaveText(
    'No answers yet. Practise in the trainer or take a mock exam.',
  );
  await page.getByTestId('import').setInputFiles(file);
  await expect(page.getByTestId('import-status')).toHaveText('Progress imported (answers in the file: 1).');
  await expect(page.getByTestId('progress-summary')).toHaveText('Answers so far: 1, to 1 different questions.');
  await page
    .getByTestId('import')
    .setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"theme":1}') });
  await expect(page.getByTestId('import-status')).toHaveText('This file could not be imported: the data is not ours.');
});

test('damaged stored progress: a notice, the data set aside, and the trainer still works', async ({ page }) => {
  await page.goto('/en/trainer/');
  await ready(page, 'trainer');
  await page.evaluate(() => localStorage.setItem('pool-rules.quiz', '{"version": 2, "attempts": [oops'));
  await page.reload();
  await ready(page, 'trainer');
  await expect(page.getByTestId('storage-notice')).toContainText('could not be read (the data is not valid JSON)');
  const aside = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('pool-rules.quiz.set-aside.')),
  );
  expect(aside).toHaveLength(1);
  expect(await page.evaluate((k) => localStorage.getItem(k), aside[0] as string)).toBe(
    '{"version": 2, "attempts": [oops',
  );
  await page.locator('.qz-filters button[type="submit"]').click();
  await answerSomething(page);
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByTestId('feedback')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('pool-rules.quiz') ?? '{}').attempts.length)).toBe(
    1,
  );
});

test('offline: once visited, the trainer reloads and works without a connection', async ({ page, context }) => {
  await page.goto('/en/trainer/');
  await ready(page, 'trainer');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await ready(page, 'trainer');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await ready(page, 'trainer');
  await page.locator('.qz-filters button[type="submit"]').click();
  await answerSomething(page);
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByTestId('feedback')).toBeVisible();
  await context.setOffline(false);
});

test('placement answered on the table: a click on a lettered point picks it', async ({ page }) => {
  await page.goto('/en/trainer/');
  await ready(page, 'trainer');
  await page.getByLabel('Spotting balls').check();
  await page.locator('.qz-filters button[type="submit"]').click();
  for (let i = 0; i < 30; i += 1) {
    if ((await page.locator('.qz-question [data-point]').count()) > 0) break;
    await answerSomething(page);
    await page.getByRole('button', { name: 'Check my answer' }).click();
    await page.getByRole('button', { name: 'Next question' }).click();
  }
  const point = page.locator('.qz-question [data-point]').nth(1);
  const letter = await point.getAttribute('data-point');
  await point.click();
  await expect(page.getByRole('radio', { name: `Point ${letter} on the diagram` })).toBeChecked();
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByTestId('feedback')).toBeVisible();
});
