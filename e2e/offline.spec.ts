import { expect, type Page, test } from '@playwright/test';

/**
 * Offline by consent (src/quiz/offline.mjs): a first visit keeps what it opened and downloads nothing
 * more; the whole rulebook is saved when the learner turns on the switch of the progress page, and
 * then a rule page never opened and the search both work without a connection, in both languages.
 */

// the service worker is blocked by default in playwright.config.ts; the 'before the site is saved'
// tests below block it again
test.use({ serviceWorkers: 'allow' });

/** Pagefind compiles its wasm and loads chunks before showing anything: slow on a busy machine. */
const SEARCH_TIMEOUT = 15_000;

async function search(page: Page, term: string) {
  await page.locator('site-search button[data-open-modal]').first().click();
  const input = page.locator('.pagefind-ui__search-input');
  await expect(input).toBeVisible();
  await input.fill(term);
}

function problems(page: Page): string[] {
  const out: string[] = [];
  page.on('pageerror', (e) => out.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => out.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
  return out;
}

/** Every request the page and its worker make, with the bytes each brought (bodies as received). */
function traffic(page: Page) {
  const out: { url: string; bytes: number }[] = [];
  page.context().on('requestfinished', async (r) => {
    const sizes = await r.sizes().catch(() => null);
    out.push({ url: r.url(), bytes: sizes?.responseBodySize ?? 0 });
  });
  return out;
}

test('a first visit downloads the page it opens, not the site; what was opened works offline', async ({
  page,
  context,
}) => {
  test.slow();
  const seen = problems(page);
  const fetched = traffic(page);
  await page.goto('/en/rules/general/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForLoadState('networkidle');
  // no rule page but the one opened, no question bank, no search index: the site is not saved
  const paths = fetched.map((f) => new URL(f.url).pathname);
  expect(paths.filter((p) => /^\/(en|ru)\/rules\/[^/]+\/$/.test(p) && p !== '/en/rules/general/')).toEqual([]);
  expect(paths.filter((p) => p.endsWith('.json') || p.startsWith('/pagefind/fragment/'))).toEqual([]);
  const bytes = fetched.reduce((n, f) => n + f.bytes, 0);
  console.log(`first visit: ${fetched.length} requests, ${Math.round(bytes / 1024)} KB`);
  expect(fetched.length).toBeLessThan(80);
  const cacheNames = await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('pool-rules-')));
  expect(cacheNames).toEqual(['pool-rules-visited']);
  expect(seen).toEqual([]);

  await context.setOffline(true);
  // the page opened keeps working offline, styled; one never opened does not
  const again = await page.goto('/en/rules/general/');
  expect(again?.fromServiceWorker()).toBe(true);
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--sl-color-accent')),
  ).not.toBe('');
  await expect(page.goto('/ru/rules/straight-pool/')).rejects.toThrow();
  await context.setOffline(false);
});

test('saved on request (the switch shows its size), unvisited rule pages and search work offline in Russian and English', async ({
  page,
  context,
}) => {
  // saving the whole site (about 250 files) on a busy machine, then two languages offline
  test.setTimeout(300_000);
  const seen = problems(page);
  await page.goto('/en/progress/');
  const offline = page.getByTestId('offline');
  const toggle = offline.getByTestId('offline-switch');
  await expect(toggle).not.toBeChecked();
  await expect(offline).toContainText(/about [\d.]+ MB to download/);
  await expect(offline.getByTestId('offline-state')).toHaveText('Not saved: only the pages you opened work offline.');
  await toggle.check();
  await expect(offline.getByTestId('offline-state')).toHaveText('Saved: the whole site works offline.', {
    timeout: 120_000,
  });
  const cache = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => /^pool-rules-[0-9a-f]+$/.test(n));
    const c = await caches.open(names[0] as string);
    return { names, size: (await c.keys()).length };
  });
  expect(cache.names).toHaveLength(1);
  expect(cache.size).toBeGreaterThan(100);
  expect(seen).toEqual([]);
  // the switch remembers: saved, on the next visit too
  await page.reload();
  await expect(page.getByTestId('offline-switch')).toBeChecked({ timeout: 15_000 });

  await context.setOffline(true);
  // the network is really gone, for the worker too: a file it does not keep cannot be fetched
  expect(
    await page.evaluate(() =>
      fetch('/sitemap-index.xml').then(
        () => 'fetched',
        () => 'failed',
      ),
    ),
  ).toBe('failed');

  const cases = [
    { path: '/ru/rules/straight-pool/', lang: 'ru', term: 'раскат', hit: /\/ru\/rules\/general\// },
    { path: '/en/rules/nine-ball/', lang: 'en', term: 'lag', hit: /\/en\/rules\/general\// },
  ];
  for (const c of cases) {
    const response = await page.goto(c.path);
    expect(response?.fromServiceWorker(), c.path).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('.sl-markdown-content [id^="rule-"]').first()).toBeAttached();
    // styled from the cache: Starlight's stylesheet is there
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--sl-color-accent')),
    ).not.toBe('');
    await search(page, c.term);
    const results = page.locator('.pagefind-ui__result-link');
    await expect(results.first()).toBeVisible({ timeout: SEARCH_TIMEOUT });
    await expect(results.first()).toHaveAttribute('href', c.hit);
    await expect(page.locator('#search-unavailable-note')).toHaveCount(0);
    await results.first().click();
    await expect(page).toHaveURL(c.hit);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  // a request the browser cancels because the page moved on (net::ERR_ABORTED) is not an offline failure
  const failures = seen.filter((s) => !s.includes('/sitemap-index.xml') && !s.endsWith('net::ERR_ABORTED'));
  expect(failures).toEqual([]);
  await context.setOffline(false);

  // off again: the saved site goes, the pages opened stay
  await page.goto('/en/progress/');
  await page.getByTestId('offline-switch').uncheck();
  await expect(page.getByTestId('offline-state')).toHaveText('Not saved: only the pages you opened work offline.');
  expect(await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('pool-rules-')))).toEqual([
    'pool-rules-visited',
  ]);
});

test.describe('before the site is saved', () => {
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(() => test.slow());

  test('offline before the search UI itself has loaded, the search dialog says why it is empty', async ({
    page,
    context,
  }) => {
    await context.route('**/_astro/ui-core*', (route) => route.abort('internetdisconnected'));
    await page.goto('/en/rules/general/');
    await page.locator('site-search button[data-open-modal]').first().click();
    await expect(page.locator('#search-unavailable-note')).toBeVisible({ timeout: SEARCH_TIMEOUT });
    await expect(page.locator('#starlight__search .pagefind-ui')).toHaveCount(0);
  });

  for (const lang of ['ru', 'en'] as const) {
    test(`offline, search says it cannot load its index instead of searching for ever (${lang})`, async ({
      page,
      context,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`/${lang}/rules/general/`);
      // Starlight loads the search UI when the page is idle; Pagefind itself on the first search
      await expect(page.locator('#starlight__search .pagefind-ui')).toBeAttached();
      await context.setOffline(true);
      await search(page, lang === 'ru' ? 'раскат' : 'lag');
      const note = page.locator('#search-unavailable-note');
      await expect(note).toBeVisible({ timeout: SEARCH_TIMEOUT });
      await expect(note).toHaveAttribute('role', 'alert');
      await expect(note).toHaveText(lang === 'ru' ? /Поиск не может загрузить свой индекс/ : /Search cannot load/);
      await expect(page.locator('.pagefind-ui__message')).toBeHidden();
      expect(errors).toEqual([]);
      await context.setOffline(false);
    });
  }

  test('when part of the index cannot be fetched the message shows, and goes once a search finds results', async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await context.route('**/pagefind/fragment/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/ru/rules/general/');
    await expect(page.locator('#starlight__search .pagefind-ui')).toBeAttached();
    await search(page, 'раскат');
    await expect(page.locator('#search-unavailable-note')).toBeVisible({ timeout: SEARCH_TIMEOUT });
    await context.unroute('**/pagefind/fragment/**');
    await page.locator('.pagefind-ui__search-input').fill('шар');
    await expect(page.locator('.pagefind-ui__result-link').first()).toBeVisible({ timeout: SEARCH_TIMEOUT });
    await expect(page.locator('#search-unavailable-note')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
