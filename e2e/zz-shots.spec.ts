import { expect as base, type Page, test } from '@playwright/test';

const expect = base.configure({ timeout: 60_000 });

async function ready(page: Page, testId: string): Promise<void> {
  await page.locator(`astro-island:not([ssr]) [data-testid="${testId}"]`).first().waitFor();
}
async function answerSomething(page: Page): Promise<void> {
  const form = page.locator('.qz-answer');
  await expect(form).toBeVisible();
  const groups = form.locator('fieldset');
  for (let i = 0; i < (await groups.count()); i += 1) {
    const radio = groups.nth(i).locator('input[type="radio"]').first();
    if (await radio.count()) await radio.check();
  }
  const number = form.locator('input[type="text"]');
  if (await number.count()) await number.fill('0');
}
for (const lang of ['en', 'ru'] as const)
  for (const width of [375, 1366])
    for (const theme of ['light', 'dark'])
      test(`shots ${lang} ${width} ${theme}`, async ({ page }) => {
        test.setTimeout(240_000);
        await page.setViewportSize({ width, height: 900 });
        const shot = async (name: string) => {
          await page.evaluate((th) => {
            document.documentElement.dataset.theme = th;
          }, theme);
          await page.waitForTimeout(200);
          await page.screenshot({ path: `/tmp/ed/shots/${lang}-${width}-${theme}-${name}.png`, fullPage: true });
        };
        await page.goto(`/${lang}/trainer/`);
        await ready(page, 'trainer');
        await page.getByTestId('edition-wpa-current').check();
        await shot('trainer-start');
        await page.goto(`/${lang}/trainer/?mode=changed`);
        await ready(page, 'trainer');
        await page.getByTestId('start').click();
        await expect(page.locator('.qz-question')).toBeVisible();
        await shot('question');
        await answerSomething(page);
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('editions-compare')).toBeVisible();
        await page.getByTestId('editions-compare').scrollIntoViewIfNeeded();
        await page.evaluate((th) => {
          document.documentElement.dataset.theme = th;
        }, theme);
        await page.waitForTimeout(200);
        await page
          .getByTestId('feedback')
          .screenshot({ path: `/tmp/ed/shots/${lang}-${width}-${theme}-feedback-only.png` });
        await page
          .locator('.qz-question')
          .screenshot({ path: `/tmp/ed/shots/${lang}-${width}-${theme}-question-only.png` });
        await shot('feedback');
        await page.goto(`/${lang}/progress/`);
        await ready(page, 'progress');
        await expect(page.getByTestId('changed')).toBeVisible();
        await page
          .getByTestId('changed')
          .screenshot({ path: `/tmp/ed/shots/${lang}-${width}-${theme}-changed-only.png` });
        await shot('progress');
        await page.goto(`/${lang}/exam/?n=2`);
        await ready(page, 'exam');
        await page
          .locator('form.qz-filters')
          .screenshot({ path: `/tmp/ed/shots/${lang}-${width}-${theme}-exam-only.png` });
        await shot('exam-form');
      });
