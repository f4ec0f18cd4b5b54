import { expect, test } from '@playwright/test';

async function search(page: import('@playwright/test').Page, term: string) {
  await page.locator('site-search button[data-open-modal]').first().click();
  const input = page.locator('.pagefind-ui__search-input');
  await expect(input).toBeVisible();
  await input.fill(term);
  return page.locator('.pagefind-ui__result-link');
}

test('search finds a Russian term on a Russian page', async ({ page }) => {
  await page.goto('/ru/');
  const results = await search(page, 'раскат');
  await expect(results.first()).toBeVisible();
  await expect(results.first()).toHaveAttribute('href', /\/ru\/rules\/general\//);
});

test('search finds an English term on an English page', async ({ page }) => {
  await page.goto('/en/');
  const results = await search(page, 'lag');
  await expect(results.first()).toBeVisible();
  await expect(results.first()).toHaveAttribute('href', /\/en\/rules\/general\//);
});

test('a rule number typed into search finds that paragraph', async ({ page }) => {
  await page.goto('/en/');
  const results = await search(page, '3.10');
  await expect(results.first()).toBeVisible();
  await expect(page.locator('a[href*="/en/rules/general/#rule-3-10"]').first()).toBeVisible();
});

for (const { lang, term } of [
  { lang: 'en', term: 'push-out' },
  { lang: 'en', term: 'push out' },
  { lang: 'en', term: 'pushout' },
  { lang: 'ru', term: 'пуш-аут' },
  { lang: 'ru', term: 'пуш аут' },
  { lang: 'ru', term: 'push-out' },
]) {
  test(`"${term}" on the ${lang} site finds nine-ball 5.6 (the glossary's variants are indexed with it)`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/`);
    const results = await search(page, term);
    // the search index loads on the first query: slow on a busy 2-core machine
    await expect(results.first()).toBeVisible({ timeout: 20_000 });
    // among the results, not anywhere on the page
    await expect(page.locator(`.pagefind-ui a[href*="/${lang}/rules/nine-ball/#rule-5-6"]`).first()).toBeVisible();
  });
}
