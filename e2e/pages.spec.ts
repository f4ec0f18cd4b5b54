import { expect, test } from '@playwright/test';
import { builtPages, onePerPolicy, seriousViolations } from './site';

/**
 * Every built page, opened once: axe finds no serious or critical violation; the page carries a
 * Content-Security-Policy that allows no third-party origin and no unhashed inline script, loads
 * nothing from another site, and breaks none of its own scripts (a blocked script shows up as a CSP
 * console error). Pagefind's search runs under the policy on one page of each language and policy
 * (`onePerPolicy`): the pages that share both share its outcome.
 */
const PAGES = builtPages();
/** The search is the same script on every page: it is run on one page per language and policy (hashes aside). */
const SEARCHED = onePerPolicy(PAGES);

for (const path of PAGES) {
  test(`${path}: axe finds no serious or critical violation; the page obeys its Content-Security-Policy and loads nothing from elsewhere${SEARCHED.has(path) ? '; its search runs' : ''}`, async ({
    page,
    baseURL,
  }) => {
    // a rule page with its paragraphs' practice links and examples takes axe about 12 s on a quiet
    // two-core machine: room for a busy one
    test.setTimeout(120_000);
    const origin = new URL(baseURL ?? '').origin;
    const foreign: string[] = [];
    const cspErrors: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(r.url());
    });
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content.Security.Policy/i.test(m.text())) cspErrors.push(m.text());
    });
    await page.goto(path);

    await test.step('the policy: our own origin only, scripts hashed', async () => {
      const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toMatch(/https?:/);
      const scriptSrc = csp?.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '';
      expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    });

    await test.step('axe', async () => {
      expect(await seriousViolations(page)).toEqual([]);
    });

    if (SEARCHED.has(path))
      await test.step('the search runs under the policy', async () => {
        // Pagefind's script and WebAssembly must run under the policy: the search shows its results
        // (both languages find "rule"), or a blocked script is reported on the console
        const search = page.locator('site-search button[data-open-modal]').first();
        await search.click();
        await page.locator('.pagefind-ui__search-input').fill('rule');
        const found = page.locator('.pagefind-ui__result-link').first();
        await expect
          .poll(async () => cspErrors.length > 0 || (await found.isVisible()), { timeout: 20_000 })
          .toBe(true);
      });
    expect(cspErrors).toEqual([]);
    expect(foreign).toEqual([]);
  });
}
