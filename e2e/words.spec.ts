import { expect, type Page, test } from '@playwright/test';
import { answerSomething } from './site';

/** Words: at 375 px the answer tables break lines between words, never inside one ("Правил/ьный"). */

test.use({ viewport: { width: 375, height: 740 } });

/** The words of the element's text that the layout splits over two lines. */
const brokenWords = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((cells) => {
    const out: string[] = [];
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/[\p{L}\p{N}-]+/gu)) {
          const range = document.createRange();
          range.setStart(node, m.index ?? 0);
          range.setEnd(node, (m.index ?? 0) + m[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) out.push(m[0]);
        }
      }
    }
    return out;
  });

for (const lang of ['ru', 'en'] as const) {
  test(`the feedback table keeps its words whole at 375 px (${lang})`, async ({ page }) => {
    test.slow();
    await page.goto(`/${lang}/trainer/?drill=s-nine-ball-break-021`);
    await page.locator('astro-island:not([ssr]) [data-testid="trainer"]').first().waitFor();
    await answerSomething(page);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('feedback')).toBeVisible();
    const table = page.locator('.qz-compare');
    await expect(table.first()).toBeVisible();
    expect(await brokenWords(page, '.qz-compare th, .qz-compare td')).toEqual([]);
  });
}
