import { expect, type Page, test } from '@playwright/test';
import { answerSomething, seriousViolations } from './site';

/**
 * The editions of the WPA rules in the quiz: the learner chooses the current rules in the trainer, the
 * choice is remembered; "What changed since 1999" asks a question whose answer differs, says which
 * edition it asks about, and shows both rulings after the answer; the progress page counts those
 * questions; the exam takes the edition, its link carries it and its report shows it; the report's
 * drill asks the wrong answers under that edition, and an unknown edition in a link is named.
 */

/** The machine may be busy: a generated question's bank and the table's code load on demand. */
const slow = expect.configure({ timeout: 30_000 });

async function ready(page: Page, testId: string): Promise<void> {
  await page.locator(`astro-island:not([ssr]) [data-testid="${testId}"]`).first().waitFor();
}

/** axe on the page as it is now, in light and dark. */
async function axeClean(page: Page): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect((await seriousViolations(page)).map((v) => `${scheme} ${v}`)).toEqual([]);
  }
}

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pool-rules.quiz') ?? '{}') as Record<string, unknown>);

const L = {
  en: {
    current: 'current WPA Rules of Play',
    changed: 'What changed since 1999',
    check: 'Check my answer',
    none: 'None answered yet.',
    one: /^1 of \d+ answered; [01] right the last time/,
    start: 'Start the exam',
    handIn: 'Hand in the paper',
    confirm: 'Hand in now',
    rules: 'Rules: current WPA Rules of Play',
    map: 'Current WPA rules: ',
    drilling: 'Your wrong answers from the exam',
  },
  ru: {
    current: 'действующие правила WPA',
    changed: 'Что изменилось с 1999 года',
    check: 'Проверить ответ',
    none: 'Пока ни одного ответа.',
    one: /^Отвечено 1 из \d+; верно в последний раз — [01]/,
    start: 'Начать экзамен',
    handIn: 'Сдать работу',
    confirm: 'Сдать сейчас',
    rules: 'Правила: действующие правила WPA',
    map: 'Действующие правила WPA: ',
    drilling: 'Ваши ошибки на экзамене',
  },
} as const;

// One language per journey, alternating across the journeys (either runs by changing this list);
// every page of both is checked by pages.spec and words.spec.
for (const lang of ['en'] as ('en' | 'ru')[]) {
  const s = L[lang];
  test(`${lang}: the trainer and the exam take the edition; what changed is drilled, compared and counted`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // The trainer: the 1999 rules until another edition is chosen; the choice is remembered at once.
    await page.goto(`/${lang}/trainer/`);
    await ready(page, 'trainer');
    await expect(page.getByTestId('edition-wpa-1999')).toBeChecked();
    await page.getByTestId('edition-wpa-current').check();
    await expect(page.getByTestId('trainer-summary')).toContainText(new RegExp(s.current, 'i'));
    expect((await stored(page)).edition).toBe('wpa-current');
    await page.reload();
    await ready(page, 'trainer');
    await expect(page.getByTestId('edition-wpa-current')).toBeChecked();

    // The progress page counts the questions whose answer changed, and leads to them.
    await page.goto(`/${lang}/progress/`);
    await ready(page, 'progress');
    const changed = page.getByTestId('changed');
    await expect(changed).toContainText(s.changed);
    await expect(changed.getByTestId('changed-score')).toHaveText(s.none);
    await axeClean(page);
    await changed.getByTestId('changed-start').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/trainer/\\?mode=changed$`));
    await ready(page, 'trainer');
    await expect(page.getByTestId('trainer-summary')).toContainText(s.changed);
    await page.getByTestId('start').click();

    // The question says which edition it asks about; after the answer, both rulings side by side.
    const question = page.locator('.qz-question');
    await slow(question).toBeVisible();
    await expect(question.getByTestId('edition-asks')).toHaveAttribute('data-edition', 'wpa-current');
    expect(await question.getAttribute('data-question')).toMatch(/~current$/);
    await answerSomething(page);
    await page.getByRole('button', { name: s.check }).click();
    const compare = page.getByTestId('feedback').getByTestId('editions-compare');
    await slow(compare).toBeVisible();
    await expect(compare.locator('thead th')).toHaveText(lang === 'en' ? ['1999', 'current'] : ['1999 г.', 'сейчас']);
    // the decisions that differ, marked (none where only the paragraphs changed: a paragraph question)
    const decided = compare.locator('tbody tr[data-field]:not([data-field="rules"])');
    if ((await decided.count()) > 0) await expect(decided.first().locator('mark')).toHaveCount(2);
    // the paragraphs only the current rules cite, shown as "WPA 2016 …" and linked to the current pages
    const cited = compare
      .locator('tr[data-field="rules"] td[data-edition="wpa-current"] a')
      .filter({ hasText: /^WPA 2016 \d/ })
      .first();
    await expect(cited).toBeVisible();
    await expect(cited).toHaveAttribute('href', new RegExp(`^/${lang}/rules/current/`));
    await axeClean(page);

    await page.goto(`/${lang}/progress/`);
    await ready(page, 'progress');
    await expect(page.getByTestId('changed-score')).toHaveText(s.one);
    // the paragraph map names the current rules' pages, never a bare page slug or string key
    const heads = await page.getByTestId('paragraph-map').locator('h3').allTextContents();
    expect(heads.filter((x) => /^(current|quiz\.)/.test(x))).toEqual([]);
    expect(heads.some((x) => x.startsWith(s.map))).toBe(true);

    // The exam takes the learner's edition; its link carries it; the report shows it.
    await page.goto(`/${lang}/exam/?seed=31337&n=3&min=5&pass=50`);
    await ready(page, 'exam');
    await expect(page.getByTestId('edition-wpa-current')).toBeChecked();
    await page.getByRole('button', { name: s.start }).click();
    await expect(page.getByTestId('exam-running').getByTestId('exam-edition')).toHaveText(s.rules);
    await expect(page.getByTestId('paper-link')).toHaveAttribute('href', /&edition=wpa-current$/);
    expect(((await stored(page)).exam as { edition?: string }).edition).toBe('wpa-current');
    await page.getByRole('button', { name: s.handIn }).click();
    await page.getByRole('dialog').getByRole('button', { name: s.confirm }).click();
    const report = page.getByTestId('exam-report');
    await expect(report.getByTestId('exam-edition')).toHaveText(s.rules);
    const exams = (await stored(page)).exams as { edition?: string }[];
    expect(exams.at(-1)?.edition).toBe('wpa-current');

    // The drill links (here: the skipped questions) ask under the paper's edition, whatever the learner has chosen since.
    await expect(report.getByTestId('drill-wrong')).toHaveCount(0);
    const drill = report.getByTestId('drill-skipped');
    await expect(drill).toHaveAttribute('href', new RegExp(`^/${lang}/trainer/\\?drill=[^&]+&edition=wpa-current$`));
    await page.evaluate(() => {
      const p = JSON.parse(localStorage.getItem('pool-rules.quiz') ?? '{}');
      localStorage.setItem('pool-rules.quiz', JSON.stringify({ ...p, edition: 'wpa-1999' }));
    });
    await drill.click();
    await ready(page, 'trainer');
    await slow(page.getByTestId('seen')).toContainText(s.drilling);
    await slow(page.locator('.qz-question')).toBeVisible();
    await expect.poll(async () => (await stored(page)).edition).toBe('wpa-current');

    // An edition the trainer does not know is named, and the link's questions are not started.
    await page.goto(`/${lang}/trainer/?drill=${encodeURIComponent('x#0')}&edition=wpa-2016`);
    await ready(page, 'trainer');
    await expect(page.getByTestId('link-error')).toContainText('edition=wpa-2016');
    await expect(page.getByTestId('start')).toBeVisible();
  });
}

test('a paper link under the 1999 rules opens with the 1999 rules chosen, whatever the learner chose', async ({
  page,
}) => {
  await page.goto('/en/trainer/');
  await ready(page, 'trainer');
  await page.getByTestId('edition-wpa-current').check();
  await page.goto('/en/exam/?preset=quick&seed=5&edition=wpa-1999');
  await ready(page, 'exam');
  await expect(page.getByTestId('edition-wpa-1999')).toBeChecked();
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByTestId('exam-running').getByTestId('exam-edition')).toHaveText('Rules: WPA rules of 1999');
  // starting the paper makes its rules the learner's
  expect((await stored(page)).edition).toBe('wpa-1999');
});

test('an exam link with an unknown edition names it and offers the learner’s rules', async ({ page }) => {
  await page.goto('/en/trainer/');
  await ready(page, 'trainer');
  await page.getByTestId('edition-wpa-current').check();
  await page.goto('/en/exam/?preset=quick&seed=5&edition=wpa-2016');
  await ready(page, 'exam');
  await expect(page.getByTestId('link-error')).toContainText('edition=wpa-2016');
  await expect(page.getByTestId('edition-wpa-current')).toBeChecked();
});
