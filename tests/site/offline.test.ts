import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { bankUrls } from '../../src/quiz/bank-parts.ts';
import { cacheNameOf, fileOf, UNUSED_PAGEFIND_FILES } from '../../src/quiz/offline.mjs';
import { builtPages, DIST } from './built-site.ts';

/**
 * The whole site offline after one visit: the service worker's precache list (dist/sw.js, generated
 * by src/quiz/offline.mjs) holds every page in both languages, every asset they load and the whole
 * Pagefind index, and nothing it lists is missing from dist/.
 */
interface Config {
  cache: string;
  prefix: string;
  precache: [string, string][];
}

const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');

function workerConfig(): Config {
  const json = /fetch\.bind\(self\), (\{[\s\S]*\})\);\s*$/.exec(sw)?.[1];
  if (!json) throw new Error('dist/sw.js: no precache configuration found');
  return JSON.parse(json) as Config;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const sitePath = (file: string) => `/${relative(DIST, file).split('\\').join('/')}`;

const config = workerConfig();
const listed = new Set(config.precache.map(([p]) => p));
const pages = builtPages();
const rulePages = pages.filter((p) => /^\/(ru|en)\/rules\/[^/]+\/$/.test(p.path));

/** Local files a page loads: scripts, stylesheets, module preloads, icons, islands and what their scripts import. */
function assetsOf(html: string, from: string): string[] {
  const refs = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*\shref="([^"]+)"[^>]*>/g),
    ...html.matchAll(/(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g),
    ...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>[\s\S]*?<\/script>/g),
  ].flatMap((m) => {
    if (m[0].startsWith('<link') && !/rel="(stylesheet|modulepreload|icon|preload)"/.test(m[0])) return [];
    if (m[1] !== undefined) return [m[1]];
    return [...m[0].matchAll(/import\(?\s*["'`](\/[^"'`]+\.js)["'`]/g)].map((i) => i[1] ?? '');
  });
  const seen = new Set<string>();
  const stack = refs.flatMap((r) => {
    const url = new URL(r, `http://site${from}`);
    return url.host === 'site' ? [url.pathname] : [];
  });
  while (stack.length > 0) {
    const path = stack.pop() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    if (!path.endsWith('.js') || !existsSync(join(DIST, path))) continue;
    const code = readFileSync(join(DIST, path), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["'`](\.{1,2}\/[^"'`]+\.js|\/_astro\/[^"'`]+\.js)["'`]/g)) {
      const ref = m[1] as string;
      stack.push(ref.startsWith('/') ? ref : `/${relative(DIST, join(DIST, dirname(path), ref))}`);
    }
  }
  return [...seen].sort();
}

describe('the precache list of the service worker', () => {
  test('is not empty, has no duplicates and names its cache by a hash of its contents', () => {
    expect(config.precache.length).toBeGreaterThan(100);
    expect(listed.size).toBe(config.precache.length);
    expect(config.cache).toBe(cacheNameOf(sw));
    expect(config.cache.startsWith(config.prefix)).toBe(true);
  });

  test('lists only files that exist in dist/, each with the revision of its current bytes', () => {
    const wrong = config.precache.filter(([path, revision]) => {
      const file = fileOf(DIST, path);
      return (
        !existsSync(file) || createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12) !== revision
      );
    });
    expect(wrong).toEqual([]);
  });

  test('holds every rule page in both languages', () => {
    const slugs = (lang: string) =>
      rulePages.filter((p) => p.path.startsWith(`/${lang}/`)).map((p) => p.path.split('/')[3]);
    expect(slugs('ru').length).toBeGreaterThanOrEqual(20);
    expect(slugs('en')).toEqual(slugs('ru'));
    expect(rulePages.map((p) => p.path).filter((p) => !listed.has(p))).toEqual([]);
  });

  test('holds every other page too: home, table, quiz, short links', () => {
    expect(pages.map((p) => p.path).filter((p) => !listed.has(p))).toEqual([]);
    for (const page of ['/', '/ru/', '/en/', '/ru/table/', '/en/trainer/', ...bankUrls('en')])
      expect(listed, page).toContain(page);
  });

  test('holds every asset in /_astro/ and every script, stylesheet and island each page loads', () => {
    const astro = filesUnder(join(DIST, '_astro')).map(sitePath);
    expect(astro.filter((p) => !listed.has(p))).toEqual([]);
    const missing = pages.flatMap((page) =>
      assetsOf(page.html, page.path)
        .filter((a) => !listed.has(a))
        .map((a) => `${page.path} loads ${a}`),
    );
    expect(missing).toEqual([]);
  });

  test('the asset check sees a rule page’s scripts, styles and Pagefind’s UI chunk', () => {
    const general = pages.find((p) => p.path === '/en/rules/general/');
    const assets = assetsOf(general?.html ?? '', '/en/rules/general/');
    expect(assets.some((a) => /^\/_astro\/.+\.css$/.test(a))).toBe(true);
    expect(assets.some((a) => /^\/_astro\/Search.+\.js$/.test(a))).toBe(true);
    expect(assets.some((a) => /^\/_astro\/ui-core.+\.js$/.test(a))).toBe(true);
  });

  test('holds every file of the Pagefind index: loader, worker, wasm, metadata, index and fragment chunks', () => {
    const pagefind = filesUnder(join(DIST, 'pagefind')).map(sitePath);
    const unused = new Set(UNUSED_PAGEFIND_FILES.map((f) => `/${f}`));
    expect(pagefind.filter((p) => !listed.has(p) && !unused.has(p))).toEqual([]);
    for (const lang of ['ru', 'en']) {
      expect(listed, lang).toContain(`/pagefind/wasm.${lang}.pagefind`);
      const mine = (kind: string, ext: string) =>
        pagefind.filter((p) => p.startsWith(`/pagefind/${kind}/${lang}_`) && p.endsWith(ext));
      expect(mine('index', '.pf_index').length, `${lang} index chunks`).toBeGreaterThan(0);
      expect(mine('fragment', '.pf_fragment').length, `${lang} fragments`).toBeGreaterThanOrEqual(
        rulePages.filter((p) => p.path.startsWith(`/${lang}/`)).length,
      );
      expect(pagefind.some((p) => new RegExp(`^/pagefind/pagefind\\.${lang}_[0-9a-f]+\\.pf_meta$`).test(p))).toBe(true);
    }
    for (const core of ['/pagefind/pagefind.js', '/pagefind/pagefind-worker.js', '/pagefind/pagefind-entry.json'])
      expect(listed).toContain(core);
  });

  test("leaves out only Pagefind's other UIs, which nothing on the site loads", () => {
    const unused = UNUSED_PAGEFIND_FILES.map((f) => `/${f}`);
    expect(unused.filter((p) => listed.has(p))).toEqual([]);
    const loaders = [
      ...pages.map((p) => p.html),
      ...filesUnder(join(DIST, '_astro'))
        .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
        .map((f) => readFileSync(f, 'utf8')),
      readFileSync(join(DIST, 'pagefind', 'pagefind.js'), 'utf8'),
      readFileSync(join(DIST, 'pagefind', 'pagefind-worker.js'), 'utf8'),
    ];
    for (const file of unused) {
      const name = file.split('/').pop() as string;
      expect(
        loaders.some((text) => text.includes(name)),
        `${name} is loaded somewhere: precache it`,
      ).toBe(false);
    }
  });

  test('every page registers the worker', () => {
    const registering = filesUnder(join(DIST, '_astro'))
      .filter((f) => f.endsWith('.js') && readFileSync(f, 'utf8').includes(`register(\`/sw.js\``))
      .map(sitePath);
    expect(registering.length).toBeGreaterThan(0);
    const without = pages
      .filter((p) => p.path !== '/' && !assetsOf(p.html, p.path).some((a) => registering.includes(a)))
      .map((p) => p.path);
    expect(without).toEqual([]);
  });
});
