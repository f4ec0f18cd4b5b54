/**
 * The built site's style sheets: no rule hangs on a `:has()` of the root (every change an island
 * makes would restyle the whole page), and the app layout (src/styles/app.css, whose rules select
 * `:root` itself) reaches only the pages that draw the app (`.pt-app`, AppPage.astro).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { builtPages, DIST } from './built-site.ts';

/** Every page but the root's language redirect, which has no style sheet of its own. */
const pages = builtPages().filter((p) => p.path !== '/');
const sheetsOf = (html: string): string[] =>
  [...html.matchAll(/<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"/g)].map((m) => m[1] ?? '');
const cssCache = new Map<string, string>();
const css = (href: string): string => {
  const got = cssCache.get(href) ?? readFileSync(join(DIST, href), 'utf8');
  cssCache.set(href, got);
  return got;
};
/**
 * A page's styles: each linked sheet by its address, and each `<style>` element in the page (the build
 * inlines a small sheet), by the page's path.
 */
const stylesOf = (p: { path: string; html: string }): [string, string][] => [
  ...sheetsOf(p.html).map((href): [string, string] => [href, css(href)]),
  ...[...p.html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m, i): [string, string] => [
    `${p.path} <style> ${i + 1}`,
    m[1] ?? '',
  ]),
];
/** The app layout's own custom property: present in a sheet means app.css is in it. */
const APP_MARK = '--pt-app-panel:';

describe('page styles', () => {
  test('every page links its style sheets (the test reads what it should)', () => {
    expect(pages.length).toBeGreaterThan(50);
    for (const p of pages) expect(sheetsOf(p.html).length, p.path).toBeGreaterThan(0);
  });

  test('no sheet or <style> selects on a :has() of the root (Starlight’s own open-menu rule aside)', () => {
    const sheets = new Map(pages.flatMap(stylesOf));
    const found = [...sheets].flatMap(([href, text]) =>
      [...text.matchAll(/(?:^|[},])\s*((?::root|html|body)[^{,]*:has\([^{]*)\{/g)]
        .map((m) => (m[1] ?? '').trim())
        .filter((sel) => !sel.startsWith('body:has(#starlight__sidebar:popover-open)'))
        .map((sel) => `${href}: ${sel}`),
    );
    expect(found).toEqual([]);
  });

  test('the app layout loads on the app pages and nowhere else', () => {
    const withApp = pages.filter((p) => p.html.includes('class="pt-app"')).map((p) => p.path);
    const withLayout = pages.filter((p) => stylesOf(p).some(([, text]) => text.includes(APP_MARK))).map((p) => p.path);
    expect(withApp.length).toBeGreaterThanOrEqual(8);
    expect(withLayout).toEqual(withApp);
  });
});
