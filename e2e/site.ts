import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

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
 * One page for each language and policy among `pages`, the first in order: a check whose outcome
 * depends only on the policy a page runs under and the language of its search index (a script of
 * the site's own allowed or blocked) runs once per pair, not once per page.
 */
export function onePerPolicy(pages: readonly string[]): Set<string> {
  const seen = new Map<string, string>();
  for (const p of pages) {
    const key = `${p.split('/')[1]} ${builtPolicy(p)}`;
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
