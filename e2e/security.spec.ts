import { expect, test } from '@playwright/test';
import { builtPages } from './site';

/**
 * Every page carries a Content-Security-Policy that allows no third-party origin and no
 * unhashed inline script, loads nothing from another site, and breaks none of its own
 * scripts (a blocked script shows up as a CSP console error).
 */
for (const path of builtPages()) {
  test(`${path} obeys its Content-Security-Policy and loads nothing from elsewhere`, async ({ page, baseURL }) => {
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
    const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/https?:/);
    // Scripts: hashed or from our own origin only; no inline escape hatch.
    const scriptSrc = csp?.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '';
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    // Open the search dialog: Pagefind's script and WebAssembly must run under the policy.
    const search = page.locator('site-search button[data-open-modal]').first();
    if (await search.isVisible()) {
      await search.click();
      await page.locator('.pagefind-ui__search-input').fill('rule');
      await page.waitForTimeout(300);
    }
    expect(cspErrors).toEqual([]);
    expect(foreign).toEqual([]);
  });
}
