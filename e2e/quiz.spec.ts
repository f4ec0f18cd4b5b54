import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { bankUrls } from '../src/quiz/bank-parts.ts';
import { answerSomething, seriousViolations } from './site';

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
  expect(await seriousViolations(page)).toEqual([]);
}

async function startTrainer(page: Page, lang: 'en' | 'ru'): Promise<void> {
  await page.goto(`/${lang}/trainer/`);
  await ready(page, 'trainer');
  // one click from opening the page to the first question
  await page.getByTestId('start').click();
  await expect(page.locator('.qz-question')).toBeVisible();
}

// One language per journey, alternating across the journeys (either runs by changing this list);
// every page of both is checked by pages.spec and words.spec.
for (const lang of ['ru'] as ('en' | 'ru')[]) {
  test(`${lang}: practise three questions, see each explanation and rating change, open a cited rule in place, follow it`, async ({
    page,
  }) => {
    await startTrainer(page, lang);
    const check = lang === 'en' ? 'Check my answer' : 'Проверить ответ';
    const next = lang === 'en' ? 'Next question' : 'Следующий вопрос';
    for (let i = 0; i < 3; i += 1) {
      await answerSomething(page);
      await page.getByRole('button', { name: check }).click();
      const feedback = page.getByTestId('feedback');
      await expect(feedback).toBeVisible();
      await expect(feedback.getByTestId('explain')).not.toBeEmpty();
      await expect(feedback.locator('button[data-rule]').first()).toBeVisible();
      // the rating in the question's topic, with its deviation and how much this answer moved it
      await expect(feedback.getByTestId('rating-change')).toHaveText(
        lang === 'en'
          ? /^Your rating in “.+”: \d+ ± \d+(, provisional)? \((\+\d+|−\d+|±0)\)$/
          : /^Ваш рейтинг в теме «.+»: \d+ ± \d+(, предварительный)? \((\+\d+|−\d+|±0)\)$/,
      );
      // no streak unless it is turned on
      await expect(feedback.getByTestId('streak')).toHaveCount(0);
      if (lang === 'ru') await expect(feedback.getByTestId('explain')).toContainText(/[а-яё]/i);
      if (i < 2) await page.getByRole('button', { name: next }).click();
    }
    // A cited paragraph opens in place with its text, in the page's language.
    const ref = page.getByTestId('feedback').locator('button[data-rule]').first();
    await ref.click();
    await expect(ref).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await ref.getAttribute('aria-controls')}"]`);
    await expect(panel.locator('.rr-title')).toBeVisible();
    await expect(panel.locator('.rr-p').first()).not.toBeEmpty();
    if (lang === 'ru') await expect(panel).toContainText(/[а-яё]/i);
    await axeClean(page);
    const link = panel.locator('a.rr-link');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^/${lang}/rules/[a-z-]+/#rule-[0-9-]+$`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/rules/`));
    await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeVisible();
  });
}

// One language per journey, alternating across the journeys (either runs by changing this list);
// every page of both is checked by pages.spec and words.spec.
for (const lang of ['en'] as ('en' | 'ru')[]) {
  test(`${lang}: the trainer by keyboard only: Tab to start, 1–9 choose, Enter checks and goes on`, async ({
    page,
  }) => {
    // several questions, each possibly fetching its bank's file: slow on a busy 2-core machine
    test.setTimeout(60_000);
    await page.goto(`/${lang}/trainer/`);
    await ready(page, 'trainer');
    await expect(page.getByTestId('seen')).toHaveText(
      lang === 'en' ? /^Seen 0 of \d+ questions\.$/ : /^Встречено вопросов: 0 из \d+\.$/,
    );
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'start')) break;
    }
    await page.keyboard.press('Enter');
    const question = page.locator('.qz-question');
    await expect(question).toBeVisible();
    const first = await question.getAttribute('data-question');
    // 1 answers the first open group each time; a score is typed.
    for (let i = 0; i < 8; i += 1) {
      const text = page.locator('.qz-answer input[type="text"]');
      const open = await page.evaluate(
        () =>
          [...document.querySelectorAll('.qz-answer fieldset')].filter(
            (f) => f.querySelector('input[type="radio"]') && !f.querySelector('input:checked'),
          ).length,
      );
      if (open === 0) {
        if (await text.count()) {
          await text.focus();
          await page.keyboard.type('0');
        }
        break;
      }
      await page.keyboard.press('1');
    }
    await page.keyboard.press('Enter');
    const feedback = page.getByTestId('feedback');
    await expect(feedback).toBeVisible();
    await expect(feedback.getByTestId('compare')).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await axeClean(page);
    }
    await expect(feedback.locator('[data-testid^="yours-"]').first()).not.toHaveText(
      lang === 'en' ? 'no answer' : 'нет ответа',
    );
    await page.keyboard.press('Enter');
    await expect(feedback).toHaveCount(0);
    await expect(question).not.toHaveAttribute('data-question', first ?? '');
    // The settings used are remembered: the next visit starts with one click on the same choice.
    await page.goto(`/${lang}/progress/`);
    await ready(page, 'progress');
    await expect(page.getByTestId('seen')).toHaveText(
      lang === 'en' ? /^Seen 1 of \d+ questions\.$/ : /^Встречено вопросов: 1 из \d+\.$/,
    );
  });
}

test('typed fast: 1 for each part then Enter at once checks the answer, and Enter again goes on', async ({ page }) => {
  // The keys must act on the answer just given, not on the one the page showed a frame ago.
  await startTrainer(page, 'en');
  const question = page.locator('.qz-question');
  for (let i = 0; i < 6; i += 1) {
    await expect(question).toBeVisible();
    const id = await question.getAttribute('data-question');
    const parts = await page.evaluate(
      () =>
        [...document.querySelectorAll('.qz-answer fieldset')].filter((f) => f.querySelector('input[type="radio"]'))
          .length,
    );
    const text = page.locator('.qz-answer input[type="text"]');
    if (await text.count()) await text.fill('0');
    await page.locator('.qz-answer').click({ position: { x: 1, y: 1 } });
    for (let k = 0; k < parts; k += 1) await page.keyboard.press('1');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('feedback')).toBeVisible({ timeout: 2000 });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('feedback')).toHaveCount(0);
    await expect(question).not.toHaveAttribute('data-question', id ?? '');
  }
});

const EXAM = {
  en: {
    start: 'Start the exam',
    next: 'Next',
    previous: 'Previous',
    skip: 'Skip for now',
    handIn: 'Hand in the paper',
    confirm: 'Hand in now',
    keep: 'Keep working',
    open: 'Questions without a full answer: {n}.',
    drill: /^Drill my mistakes \(\d+\)$/,
    drillSkipped: 'Practise the skipped ones (2)',
  },
  ru: {
    start: 'Начать экзамен',
    next: 'Дальше',
    previous: 'Назад',
    skip: 'Пропустить пока',
    handIn: 'Сдать работу',
    confirm: 'Сдать сейчас',
    keep: 'Продолжить работу',
    open: 'Вопросов без полного ответа: {n}.',
    drill: /^Потренировать ошибки \(\d+\)$/,
    drillSkipped: 'Потренировать пропущенные (2)',
  },
} as const;

const firstChecked = (page: Page) => page.locator('.qz-answer fieldset').first().locator('input[type="radio"]').first();

// One language per journey, alternating across the journeys (either runs by changing this list);
// every page of both is checked by pages.spec and words.spec.
for (const lang of ['en'] as ('en' | 'ru')[]) {
  const L = EXAM[lang];
  test(`${lang}: an exam keeps everything through Next, Previous and a reload; hand-in confirms; report; drill`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`/${lang}/exam/?seed=4242&n=4&min=5&pass=50`);
    await ready(page, 'exam');
    await page.getByRole('button', { name: L.start }).click();
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^[45]:\d\d$/);
    const ids: (string | null)[] = [];
    // Q1 answered, Next (no separate save), Q2 answered, Previous: Q1's answer is still there.
    ids.push(await page.locator('.qz-question').getAttribute('data-question'));
    await answerSomething(page);
    await page.getByRole('button', { name: L.next, exact: true }).click();
    ids.push(await page.locator('.qz-question').getAttribute('data-question'));
    await answerSomething(page);
    await page.getByRole('button', { name: L.previous, exact: true }).click();
    await expect(firstChecked(page)).toBeChecked();
    await page.getByRole('button', { name: L.next, exact: true }).click();
    await expect(firstChecked(page)).toBeChecked();
    // Q3 skipped.
    await page.getByRole('button', { name: L.next, exact: true }).click();
    await page.getByRole('button', { name: L.skip }).click();
    const before = (await timer.textContent()) ?? '';
    await page.waitForTimeout(1200);
    // A reload: the same attempt, the clock not reset, the answers kept.
    await page.reload();
    await ready(page, 'exam');
    await expect(timer).toBeVisible();
    const after = (await timer.textContent()) ?? '';
    const secs = (x: string) => Number(x.split(':')[0]) * 60 + Number(x.split(':')[1]);
    expect(secs(after)).toBeLessThan(secs(before));
    await expect(page.getByTestId('unanswered')).toContainText('2');
    await page.getByRole('button', { name: lang === 'en' ? 'Question 1, answered' : 'Вопрос 1, есть ответ' }).click();
    await expect(page.locator('.qz-question')).toHaveAttribute('data-question', ids[0] ?? '');
    await expect(firstChecked(page)).toBeChecked();
    // Hand-in asks first, naming the open questions.
    await page.getByRole('button', { name: L.handIn }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(L.open.replace('{n}', '2'));
    await axeClean(page);
    await dialog.getByRole('button', { name: L.keep }).click();
    await expect(dialog).toBeHidden();
    await expect(timer).toBeVisible();
    await page.getByRole('button', { name: L.handIn }).click();
    await dialog.getByRole('button', { name: L.confirm }).click();
    // The report: every question with its outcome, yours beside the right one.
    const report = page.getByTestId('exam-report');
    await expect(report.getByTestId('exam-result')).toBeVisible();
    const rows = report.locator('.qz-answers > li');
    await expect(rows).toHaveCount(4);
    const outcomes = await rows.evaluateAll((xs) => xs.map((x) => x.getAttribute('data-outcome')));
    expect(outcomes.slice(2)).toEqual(['skipped', 'skipped']);
    expect(['right', 'partly', 'wrong']).toContain(outcomes[0]);
    await expect(rows.nth(2)).toContainText(lang === 'en' ? 'skipped' : 'пропущен');
    await expect(report.getByTestId('by-rule')).toBeVisible();
    await expect(report.getByTestId('by-topic')).toBeVisible();
    await rows.nth(0).locator('summary').click();
    await expect(rows.nth(0).getByTestId('feedback').getByTestId('explain')).not.toBeEmpty();
    // the report's cited paragraphs open in place too
    const cited = rows.nth(0).getByTestId('feedback').locator('button[data-rule]').first();
    await cited.click();
    await expect(
      page.locator(`[id="${await cited.getAttribute('aria-controls')}"]`).locator('.rr-title'),
    ).toBeVisible();
    await expect(rows.nth(0).getByTestId('compare')).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await axeClean(page);
    }
    // The report survives a reload too.
    await page.reload();
    await ready(page, 'exam');
    await expect(page.getByTestId('exam-report')).toBeVisible();
    // Drill my mistakes: a trainer session on exactly the answers not fully right (the skipped ones
    // are not mistakes: they have a link of their own).
    const paper: { id: string }[] = await page.evaluate(
      () => JSON.parse(localStorage.getItem('pool-rules.quiz') ?? '{}').exam.paper,
    );
    const mistaken = paper.filter((_q, i) => outcomes[i] === 'wrong' || outcomes[i] === 'partly').map((q) => q.id);
    await expect(page.getByRole('link', { name: L.drill })).toHaveCount(mistaken.length > 0 ? 1 : 0);
    await expect(page.getByRole('link', { name: L.drillSkipped })).toBeVisible();
    const wrongIds =
      mistaken.length > 0 ? mistaken : paper.filter((_q, i) => outcomes[i] === 'skipped').map((q) => q.id);
    const wrong = wrongIds.length;
    await page.getByRole('link', { name: mistaken.length > 0 ? L.drill : L.drillSkipped }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/trainer/\\?drill=`));
    await ready(page, 'trainer');
    const asked: (string | null)[] = [];
    for (let i = 0; i < wrong; i += 1) {
      const q = page.locator('.qz-question');
      await expect(q).toBeVisible();
      asked.push(await q.getAttribute('data-question'));
      await answerSomething(page);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('feedback')).toBeVisible();
      await page.keyboard.press('Enter');
    }
    await expect(page.locator('.qz-done')).toBeVisible();
    expect(asked).toEqual(wrongIds);
  });
}

test('a paper has generated questions, with their table and replay, and a reload resumes the same ones', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/en/exam/?seed=4242&n=12&min=20&pass=50');
  await ready(page, 'exam');
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  const stored = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('pool-rules.quiz') ?? '{}').exam.paper as { id: string }[]);
  const paper = await stored();
  expect(paper).toHaveLength(12);
  // generated questions are named after their bank and topic, numbered (s-nine-ball-break-001)
  const generated = paper.flatMap((q, i) => (/^s-.+-\d{3}$/.test(q.id) ? [i] : []));
  expect(generated.length).toBeGreaterThanOrEqual(2);
  expect(generated.length).toBeLessThan(12);
  const at = generated[0] as number;
  await page.getByRole('button', { name: new RegExp(`^Question ${at + 1}, `) }).click();
  await expect(page.locator('.qz-question')).toHaveAttribute('data-question', paper[at]?.id ?? '');
  await expect(page.getByTestId('question-table')).toHaveAttribute('data-replay', 'yes');
  await page.reload();
  await ready(page, 'exam');
  await expect(page.getByRole('timer')).toBeVisible();
  expect(await stored()).toEqual(paper);
  await expect(page.locator('.qz-question')).toHaveAttribute('data-question', paper[at]?.id ?? '');
  await expect(page.getByTestId('question-table')).toHaveAttribute('data-replay', 'yes');
});

test('the same link gives the same paper to someone else; a new paper is another one', async ({ page, browser }) => {
  await page.goto('/en/exam/?seed=4242&n=3&min=5&pass=50');
  await ready(page, 'exam');
  await expect(page.getByLabel('Number of questions')).toHaveValue('3');
  await page.getByRole('button', { name: 'Start the exam' }).click();
  const firstId = await page.locator('.qz-question').getAttribute('data-question');
  const other = await browser.newPage();
  await other.goto('/en/exam/?seed=4242&n=3&min=5&pass=50');
  await ready(other, 'exam');
  await other.getByRole('button', { name: 'Start the exam' }).click();
  await expect(other.locator('.qz-question')).toHaveAttribute('data-question', firstId ?? '');
  await other.close();
  await page.getByRole('button', { name: 'Hand in the paper' }).click();
  await page.getByRole('button', { name: 'Hand in now' }).click();
  await page.getByRole('button', { name: 'Take a new paper' }).click();
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page).not.toHaveURL(/seed=4242&/);
});

test('presets: the WPA referee paper is the default, the quick one is 20 questions in 20 minutes', async ({ page }) => {
  await page.goto('/en/exam/');
  await ready(page, 'exam');
  await expect(page.getByLabel('Number of questions')).toHaveValue('60');
  await expect(page.getByLabel('Time, minutes')).toHaveValue('60');
  await expect(page.getByLabel('Pass mark, %')).toHaveValue('85');
  await page.getByRole('radio', { name: /^Quick check/ }).check();
  await expect(page.getByLabel('Number of questions')).toHaveValue('20');
  await expect(page.getByLabel('Time, minutes')).toHaveValue('20');
  await page.getByRole('radio', { name: /^Recreational games/ }).check();
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  const banks = await page.evaluate(() => JSON.parse(localStorage.getItem('pool-rules.quiz') ?? '{}').exam.preset);
  expect(banks).toBe('recreational');
});

test('opened after the deadline: the paper was handed in by the clock', async ({ page }) => {
  await page.goto('/en/exam/?seed=11&n=3&min=5&pass=85');
  await ready(page, 'exam');
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await answerSomething(page);
  await expect(page.getByTestId('unanswered')).toHaveText('Unanswered: 2');
  // The tab is closed; the deadline passes.
  await page.evaluate(() => {
    const p = JSON.parse(localStorage.getItem('pool-rules.quiz') ?? '{}');
    p.exam.deadline = new Date(Date.now() - 60_000).toISOString();
    localStorage.setItem('pool-rules.quiz', JSON.stringify(p));
  });
  await page.goto('/en/exam/');
  await ready(page, 'exam');
  await expect(page.getByText('Time ran out: the paper was handed in automatically.')).toBeVisible();
  await expect(page.locator('.qz-answers > li[data-outcome="skipped"]')).toHaveCount(2);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pool-rules.quiz') ?? '{}'));
  expect(stored.exams).toHaveLength(1);
  expect(stored.attempts).toHaveLength(1);
});

test('two tabs on the same exam: an answer given in one shows in the other, the paper is scored once', async ({
  page,
  context,
}) => {
  await page.goto('/en/exam/?seed=12&n=3&min=5&pass=85');
  await ready(page, 'exam');
  await page.getByRole('button', { name: 'Start the exam' }).click();
  const other = await context.newPage();
  await other.goto('/en/exam/');
  await ready(other, 'exam');
  await expect(other.getByRole('timer')).toBeVisible();
  await answerSomething(page);
  await expect(other.getByTestId('unanswered')).toHaveText('Unanswered: 2');
  await other.getByRole('button', { name: 'Question 2, not answered yet' }).click();
  await answerSomething(other);
  await expect(page.getByTestId('unanswered')).toHaveText('Unanswered: 1');
  await other.getByRole('button', { name: 'Hand in the paper' }).click();
  await other.getByRole('button', { name: 'Hand in now' }).click();
  await expect(page.getByTestId('exam-report')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pool-rules.quiz') ?? '{}'));
  expect(stored.exams).toHaveLength(1);
  expect(stored.attempts).toHaveLength(2);
  await other.close();
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
  await expect(page.locator('.qz-answers > li[data-outcome="skipped"]')).toHaveCount(4);
  await expect(page.getByText('Time ran out: the paper was handed in automatically.')).toBeVisible();
  await expect(page.getByTestId('exam-result')).toHaveText(/^Not passed: 0 %/);
});

test('ru: the exam speaks Russian and hands in', async ({ page }) => {
  await page.goto('/ru/exam/?seed=7&n=2&min=3&pass=85');
  await ready(page, 'exam');
  await page.getByRole('button', { name: 'Начать экзамен' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('button', { name: 'Сдать работу' }).click();
  await page.getByRole('button', { name: 'Сдать сейчас' }).click();
  await expect(page.getByTestId('exam-result')).toHaveText(/^Не сдано: 0 %/);
});

async function answerOne(page: Page): Promise<void> {
  await startTrainer(page, 'en');
  await answerSomething(page);
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByTestId('feedback')).toBeVisible();
}

test('progress survives a reload and shows seen counts, mastery by game and rule, and the paragraph map', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await answerOne(page);
  await page.goto('/en/progress/');
  await ready(page, 'progress');
  await expect(page.getByTestId('progress-summary')).toHaveText('Answers so far: 1, to 1 question.');
  await page.reload();
  await ready(page, 'progress');
  await expect(page.getByTestId('progress-summary')).toHaveText('Answers so far: 1, to 1 question.');
  await expect(page.getByTestId('mastery-game')).toBeVisible();
  await expect(page.getByTestId('mastery-rule').locator('a').first()).toHaveAttribute('href', /^\/en\/rules\/.+#rule-/);
  // Seen 1 of the bank; the rulebook map colours the paragraphs of that answer, and drills one.
  await expect(page.getByTestId('seen')).toHaveText(/^Seen 1 of \d+ questions\.$/);
  const map = page.getByTestId('paragraph-map');
  const answered = map.locator('.qz-map-cell:not([data-level="none"])');
  expect(await answered.count()).toBeGreaterThan(0);
  // the page of the answered paragraphs opens with its other paragraphs unanswered (a short page, such
  // as one of 11 paragraphs with one answered, has 10 of them: the random question decides how many)
  expect(await map.locator('.qz-map-cell[data-level="none"]').count()).toBeGreaterThan(0);
  const drill = answered.first().locator('.qz-map-drill');
  const href = (await drill.getAttribute('href')) ?? '';
  const rule = decodeURIComponent(href.split('rule=')[1] ?? '');
  expect(rule).not.toBe('');
  await drill.click();
  await expect(page).toHaveURL((u) => u.pathname + u.search === href);
  await ready(page, 'trainer');
  await expect(page.locator('.qz-question')).toBeVisible();
  await expect(page.getByTestId('seen')).toContainText(`Questions on paragraph ${rule.split('/').pop()} `);
});

const STANDING = {
  en: {
    toggle: 'Count my streak of right answers',
    streak: /^Streak: \d+ in a row · best \d+$/,
    check: 'Check my answer',
    migrated: 'from version 3',
    rating: /^\d+ ± \d+(\?, provisional)?$/,
    notEnough: /^not enough data: \d+ of 20 answers in these games$/,
    model: 'How this is estimated',
  },
  ru: {
    toggle: 'Считать серию верных ответов',
    streak: /^Серия: \d+ подряд · лучшая \d+$/,
    check: 'Проверить ответ',
    migrated: 'из версии 3',
    rating: /^\d+ ± \d+(\?, предварительный)?$/,
    notEnough: /^мало данных: \d+ из 20 ответов по этим играм$/,
    model: 'Как это оценивается',
  },
} as const;

// One language per journey, alternating across the journeys (either runs by changing this list);
// every page of both is checked by pages.spec and words.spec.
for (const lang of ['ru'] as ('en' | 'ru')[]) {
  const L = STANDING[lang];
  test(`${lang}: the streak is off until turned on; then counted in the feedback, and the choice is remembered`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/trainer/`);
    await ready(page, 'trainer');
    const toggle = page.getByRole('checkbox', { name: L.toggle });
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await page.getByTestId('start').click();
    for (let i = 0; i < 2; i += 1) {
      await answerSomething(page);
      await page.getByRole('button', { name: L.check }).click();
      await expect(page.getByTestId('feedback').getByTestId('streak')).toHaveText(L.streak);
      await page.keyboard.press('Enter');
    }
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pool-rules.quiz') ?? '{}').trainer);
    expect(stored.streak).toBe(true);
    expect(stored.best).toBeGreaterThanOrEqual(stored.run);
    await page.reload();
    await ready(page, 'trainer');
    await expect(page.getByRole('checkbox', { name: L.toggle })).toBeChecked();
  });

  test(`${lang}: progress from an older version: ratings recounted from the answers, the 7-day forecast, readiness per format`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`/${lang}/progress/`);
    await ready(page, 'progress');
    // A version-3 record (before ratings) with 30 answers to the WPA games and 5 reviews due in the coming days.
    await page.evaluate(
      async ({ lang, urls }) => {
        // the bank's parts, as the page fetches them: the authored questions are in them
        const parts = await Promise.all(urls.map(async (url) => (await fetch(url)).json()));
        const core = ['general', 'eight-ball', 'nine-ball', 'straight-pool'];
        const ids: string[] = parts
          .flatMap((p: { items: { variant: number; bank: string; id: string }[] }) => p.items)
          .filter((q: { variant: number; bank: string }) => q.variant === 0 && core.includes(q.bank))
          .map((q: { id: string }) => q.id)
          .slice(0, 30);
        const start = Date.now() - 2 * 86_400_000;
        const attempts = ids.map((id, i) => ({
          id,
          variant: 0,
          at: new Date(start + i * 60_000).toISOString(),
          score: i % 5 === 4 ? 0 : 1,
          mode: 'trainer',
        }));
        const cards = Object.fromEntries(
          ids.slice(0, 5).map((id, i) => [
            id,
            {
              due: new Date(Date.now() + (i + 1) * 86_400_000).toISOString(),
              stability: 3,
              difficulty: 5,
              elapsed_days: 0,
              scheduled_days: i + 1,
              learning_steps: 0,
              reps: 1,
              lapses: 0,
              state: 2,
            },
          ]),
        );
        const v3 = { version: 3, rev: 1, attempts, cards, exams: [], exam: null, trainer: null };
        localStorage.setItem('pool-rules.quiz', JSON.stringify(v3));
      },
      { lang, urls: bankUrls(lang).slice(1) },
    );
    await page.reload();
    await ready(page, 'progress');
    await expect(page.getByTestId('migration-notice')).toContainText(L.migrated);
    // ratings by topic, each with its deviation
    const ratings = page.getByTestId('ratings');
    await expect(ratings.locator('tbody tr').first()).toBeVisible();
    for (const cell of await ratings.locator('tbody td:nth-child(2)').all()) await expect(cell).toHaveText(L.rating);
    // the paragraph table and the map's tooltips tell the paragraph's rating too
    await expect(page.getByTestId('mastery-rule').locator('tbody td').nth(2)).toHaveText(L.rating);
    // the forecast: seven days, the five reviews among them
    const days = page.getByTestId('forecast').locator('tbody tr');
    await expect(days).toHaveCount(7);
    const counts = await page.getByTestId('forecast').locator('.qz-bar-count').allTextContents();
    expect(counts.map(Number).reduce((a, b) => a + b, 0)).toBe(5);
    // readiness: an estimate for the WPA formats, not enough data for the recreational games
    const readiness = page.getByTestId('readiness');
    await expect(readiness.locator('tr[data-format="referee"] td')).toHaveText([/^\d+ %$/, /^\d+ %$/]);
    await expect(readiness.locator('tr[data-format="quick"] td')).toHaveText([/^\d+ %$/, /^\d+ %$/]);
    await expect(readiness.locator('tr[data-format="recreational"] td')).toHaveText(L.notEnough);
    await expect(readiness).toContainText(L.model);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await axeClean(page);
    }
    // the ratings are stored with the next answer (the trainer counts them), the original kept
    expect(await page.evaluate(() => localStorage.getItem('pool-rules.quiz.before-migration'))).toContain(
      '"version":3',
    );
  });
}

test('export to a file, then import it back into an empty browser', async ({ page }, info) => {
  await answerOne(page);
  await page.goto('/en/progress/');
  await ready(page, 'progress');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
  const file = info.outputPath('progress.json');
  await download.saveAs(file);
  expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(5);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await ready(page, 'progress');
  await expect(page.getByTestId('progress-summary')).toHaveText(
    'No answers yet. Practise in the trainer or take a mock exam.',
  );
  await page.getByTestId('import').setInputFiles(file);
  await expect(page.getByTestId('import-status')).toHaveText('Progress imported (answers in the file: 1).');
  await expect(page.getByTestId('progress-summary')).toHaveText('Answers so far: 1, to 1 question.');
  await page
    .getByTestId('import')
    .setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"theme":1}') });
  await expect(page.getByTestId('import-status')).toHaveText('This file could not be imported: the data is not ours.');
  // An export of the previous version still imports.
  const old = {
    version: 2,
    attempts: [{ id: 'g-cue-scratch', variant: 0, at: '2026-11-01T10:00:00.000Z', score: 1, mode: 'trainer' }],
    cards: {},
    exams: [],
  };
  await page
    .getByTestId('import')
    .setInputFiles({ name: 'old.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(old)) });
  await expect(page.getByTestId('import-status')).toHaveText('Progress imported (answers in the file: 1).');
  await expect(page.getByTestId('progress-summary')).toHaveText('Answers so far: 2, to 2 different questions.');
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
  await page.getByTestId('start').click();
  await answerSomething(page);
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByTestId('feedback')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('pool-rules.quiz') ?? '{}').attempts.length)).toBe(
    1,
  );
});

// Without the whole site saved, the trainer keeps what it has fetched: its page, the question list and
// the generated bank of a question it asked (here the nine-ball bank, for a drill of one of its questions).
test('offline: once visited, the trainer reloads and asks what it has fetched without a connection', async ({
  page,
  context,
}) => {
  const drill = '/en/trainer/?drill=s-nine-ball-break-001';
  await page.goto(drill);
  await ready(page, 'trainer');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await ready(page, 'trainer');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.locator('.qz-question[data-question="s-nine-ball-break-001"]')).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await ready(page, 'trainer');
  await expect(page.locator('.qz-question[data-question="s-nine-ball-break-001"]')).toBeVisible();
  await answerSomething(page);
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByTestId('feedback')).toBeVisible();
  await context.setOffline(false);
});

test('placement answered on the table: a click on a lettered point picks it', async ({ page }) => {
  await page.goto('/en/trainer/');
  await ready(page, 'trainer');
  await page.locator('.qz-settings summary').click();
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

test('blocked storage: no page throws, the trainer and the exam work for the visit', async ({ page }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/en/trainer/');
  await ready(page, 'trainer');
  await expect(page.getByTestId('saving-notice')).toBeVisible();
  await page.getByTestId('start').click();
  await answerSomething(page);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('feedback')).toBeVisible();
  await page.getByLabel('Select theme').first().selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/en/exam/?seed=1&n=2&min=5&pass=85');
  await ready(page, 'exam');
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await answerSomething(page);
  await page.getByRole('button', { name: 'Hand in the paper' }).click();
  await page.getByRole('button', { name: 'Hand in now' }).click();
  await expect(page.getByTestId('exam-report')).toBeVisible();
  expect(errors).toEqual([]);
});

test('full storage: no page throws, a notice says nothing is saved, the answers stay for the visit', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto('/en/exam/?seed=1&n=2&min=5&pass=85');
  await ready(page, 'exam');
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByTestId('saving-notice')).toBeVisible();
  await answerSomething(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  // the answer given is still there: a chosen option, or the number typed
  const kept = () =>
    page.evaluate(
      () =>
        document.querySelectorAll('.qz-answer input:checked').length +
        [...document.querySelectorAll<HTMLInputElement>('.qz-answer input[type="text"]')].filter((i) => i.value).length,
    );
  await expect.poll(kept).toBeGreaterThan(0);
  await page.getByLabel('Select theme').first().selectOption('light');
  expect(errors).toEqual([]);
});

test('stored data from a newer version: set aside with a notice, nothing deleted', async ({ page }) => {
  await page.goto('/en/progress/');
  await ready(page, 'progress');
  const newer = '{"version": 7, "attempts": [], "somethingNew": true}';
  await page.evaluate((t) => localStorage.setItem('pool-rules.quiz', t), newer);
  await page.reload();
  await ready(page, 'progress');
  await expect(page.getByTestId('storage-notice')).toContainText('newer version');
  const aside = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('pool-rules.quiz.set-aside.')),
  );
  expect(await page.evaluate((k) => localStorage.getItem(k), aside[0] as string)).toBe(newer);
});
