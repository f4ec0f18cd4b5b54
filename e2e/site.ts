import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import AxeBuilder from '@axe-core/playwright';

const DIST = new URL('../dist/', import.meta.url).pathname;

/** Every page of the built site as a URL path (`/ru/rules/general/`), the root redirect and 404 excluded. */
export function builtPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '_astro' && name !== 'pagefind') walk(full);
      } else if (name === 'index.html') {
        pages.push(`/${relative(DIST, dir)}/`.replace(/\/+/g, '/'));
      }
    }
  };
  walk(DIST);
  return pages.filter((p) => p !== '/').sort();
}

/** A built page's Content-Security-Policy, as its `<meta http-equiv>` gives it ('' when it has none). */
function builtPolicy(path: string): string {
  const html = readFileSync(join(DIST, path, 'index.html'), 'utf8');
  return /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1] ?? '';
}

/**
 * One page for each language and policy among `pages`, the first in order, the policies compared
 * without their script and style hashes: a check whose outcome depends only on the language of the
 * search index and on what a policy allows of the site's own files (its scripts and WebAssembly from
 * 'self') runs once per pair, not once per page. A hash only lets one more inline script or style
 * run, and an inline script a page's hashes leave out is caught on every page: its CSP error shows on
 * the console at load.
 */
export function onePerPolicy(pages: readonly string[]): Set<string> {
  const seen = new Map<string, string>();
  for (const p of pages) {
    const key = `${p.split('/')[1]} ${builtPolicy(p)
      .replace(/'sha(256|384|512)-[^']*'/g, '')
      .replace(/\s+/g, ' ')}`;
    if (!seen.has(key)) seen.set(key, p);
  }
  return new Set(seen.values());
}

/** Gives some answer to every part of the question on screen: the first choice of each group, 0 for a number. */
export async function answerSomething(page: import('@playwright/test').Page): Promise<void> {
  const form = page.locator('.qz-answer');
  await form.locator('input').first().waitFor();
  const groups = form.locator('fieldset');
  for (let i = 0; i < (await groups.count()); i += 1) {
    const radio = groups.nth(i).locator('input[type="radio"]').first();
    if (await radio.count()) await radio.check();
  }
  const number = form.locator('input[type="text"]');
  if (await number.count()) await number.fill('0');
}

/** An element's box on screen (it must be laid out). */
export async function boxOf(l: import('@playwright/test').Locator) {
  const b = await l.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

/**
 * axe on the page as it is now: the serious and critical violations of WCAG 2.1 A and AA (or of every
 * rule, `tags: null`), one line each, `id: targets`. Starlight's own search button is left out (its
 * visible "Search Ctrl K" against its aria-label "Search"). axe runs in the page itself (legacy mode:
 * the site has no frames, so no second page is opened to gather them) and gathers the violations
 * only (`resultTypes`): the passing nodes of a long rule page, thousands of them, are not serialised
 * back, which took a third of the check's time.
 */
export async function seriousViolations(
  page: import('@playwright/test').Page,
  { include, tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }: { include?: string; tags?: string[] | null } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .exclude('site-search > button[data-open-modal]')
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (tags) builder = builder.withTags(tags);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
