import { expect, test } from '@playwright/test';

async function search(page: import('@playwright/test').Page, term: string) {
  await page.locator('site-search button[data-open-modal]').first().click();
  const input = page.locator('.pagefind-ui__search-input');
  await expect(input).toBeVisible();
  await input.fill(term);
  return page.locator('.pagefind-ui__result-link');
}

/** Clears the search box and waits for the results to go, so that the next term's results are its own. */
async function clear(page: import('@playwright/test').Page) {
  await page.locator('.pagefind-ui__search-input').fill('');
  await expect(page.locator('.pagefind-ui__result-link')).toHaveCount(0);
}

/**
 * One page and one search dialog per language (the index loads once): each term in turn, the box
 * cleared between them. Among the results, not anywhere on the page.
 */
const JOURNEYS = {
  ru: [
    { term: 'раскат', hit: /\/ru\/rules\/general\// },
    // the glossary's variants are indexed with nine-ball 5.6
    { term: 'пуш-аут', hit: '/ru/rules/nine-ball/#rule-5-6' },
    { term: 'пуш аут', hit: '/ru/rules/nine-ball/#rule-5-6' },
    { term: 'push-out', hit: '/ru/rules/nine-ball/#rule-5-6' },
  ],
  en: [
    { term: 'lag', hit: /\/en\/rules\/general\// },
    // a rule number typed into search finds that paragraph
    { term: '3.10', hit: '/en/rules/general/#rule-3-10' },
    { term: 'push-out', hit: '/en/rules/nine-ball/#rule-5-6' },
    { term: 'push out', hit: '/en/rules/nine-ball/#rule-5-6' },
    { term: 'pushout', hit: '/en/rules/nine-ball/#rule-5-6' },
  ],
} as const;

for (const lang of ['ru', 'en'] as const) {
  test(`search on the ${lang} site: ${lang === 'ru' ? 'a Russian term' : 'an English term, a rule number'}, the spellings of push-out`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/`);
    for (const [i, { term, hit }] of JOURNEYS[lang].entries()) {
      await test.step(`"${term}"`, async () => {
        if (i === 0) await search(page, term);
        else {
          await clear(page);
          await page.locator('.pagefind-ui__search-input').fill(term);
        }
        // the search index loads on the first query: slow on a busy 2-core machine
        const results = page.locator('.pagefind-ui__result-link');
        await expect(results.first()).toBeVisible({ timeout: 20_000 });
        if (typeof hit === 'string') await expect(page.locator(`.pagefind-ui a[href*="${hit}"]`).first()).toBeVisible();
        else await expect(results.first()).toHaveAttribute('href', hit);
      });
    }
  });
}
