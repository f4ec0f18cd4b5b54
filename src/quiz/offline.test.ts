import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cacheNameIn, cacheNameOf, downloadSize, precacheList, revisions, serviceWorker } from './offline.mjs';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw-'));
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(join(dir, f, '..'), { recursive: true });
    writeFileSync(join(dir, f), text);
  }
  return dir;
}

const SITE = {
  'index.html': 'root',
  '404.html': 'not found',
  'en/index.html': 'home',
  'en/trainer/index.html': 'trainer',
  'en/trainer/questions/head.json': '{}',
  'en/trainer/questions/0.json': '{}',
  'en/trainer/questions/11.json': '{}',
  'en/rules/general/index.html': 'general',
  'ru/rules/general/index.html': 'общие',
  '_astro/a.js': 'a',
  'pagefind/pagefind.js': 'pf',
  'pagefind/pagefind-entry.json': '{}',
  'pagefind/wasm.ru.pagefind': 'w',
  'pagefind/index/ru_1.pf_index': 'i',
  'pagefind/fragment/en_2.pf_fragment': 'f',
  'pagefind/pagefind-ui.js': 'unused ui',
  'pagefind/pagefind-component-ui.css': 'unused ui',
  'favicon.svg': '<svg/>',
  'sitemap-0.xml': '<urlset/>',
  'sw.js': 'old worker',
};

describe('the precache list', () => {
  test('holds every page, the question banks, the bundled assets and the search index, sorted', () => {
    expect(precacheList(site(SITE))).toEqual([
      '/',
      '/_astro/a.js',
      '/en/',
      '/en/rules/general/',
      '/en/trainer/',
      '/en/trainer/questions/0.json',
      '/en/trainer/questions/11.json',
      '/en/trainer/questions/head.json',
      '/favicon.svg',
      '/pagefind/fragment/en_2.pf_fragment',
      '/pagefind/index/ru_1.pf_index',
      '/pagefind/pagefind-entry.json',
      '/pagefind/pagefind.js',
      '/pagefind/wasm.ru.pagefind',
      '/ru/rules/general/',
    ]);
  });

  test('a revision changes with the bytes of its file, and the cache name with any revision', () => {
    const a = revisions(site({ 'en/index.html': 'one', '_astro/x.js': 'x' }), ['/_astro/x.js', '/en/']);
    const b = revisions(site({ 'en/index.html': 'two', '_astro/x.js': 'x' }), ['/_astro/x.js', '/en/']);
    expect(a[0]).toEqual(b[0]);
    expect(a[1]?.[1]).not.toBe(b[1]?.[1]);
    expect(a[1]?.[1]).toMatch(/^[0-9a-f]{12}$/);
    const name = (m: [string, string][]) => cacheNameIn(serviceWorker(m));
    expect(name(a)).toMatch(/^pool-rules-[0-9a-f]{12}$/);
    expect(name(a)).not.toBe(name(b));
    expect(name(a)).toBe(
      name(revisions(site({ 'en/index.html': 'one', '_astro/x.js': 'x' }), ['/_astro/x.js', '/en/'])),
    );
  });

  test('the download size counts raw bytes and, with gzip, never more than raw', () => {
    const dir = site({ 'en/index.html': 'a'.repeat(10_000), '_astro/x.js': 'x' });
    const size = downloadSize(dir, ['/_astro/x.js', '/en/']);
    expect(size.raw).toBe(10_001);
    expect(size.gzip).toBeGreaterThan(1);
    expect(size.gzip).toBeLessThan(200);
  });
});

describe('sw.js', () => {
  test('is a script that runs the worker with the cache name, the manifest and the size the switch shows', () => {
    const manifest: [string, string][] = [['/en/', 'abc']];
    const sw = serviceWorker(manifest, { raw: 2048, gzip: 512 });
    expect(sw).toContain('"bytes": 2048');
    expect(sw).toContain('"download": 512');
    expect(cacheNameIn(sw)).toBe(cacheNameOf(sw));
    expect(cacheNameOf(sw.replace('"abc"', '"abd"'))).not.toBe(cacheNameOf(sw));
    expect(cacheNameOf(sw.replace('REVISION', 'REVISION2'))).not.toBe(cacheNameOf(sw));
    expect(sw).toContain('"prefix": "pool-rules-"');
    expect(sw).toMatch(/"precache": \[\s*\[\s*"\/en\/",\s*"abc"\s*\]\s*\]/);
    const listeners: string[] = [];
    const self = { addEventListener: (type: string) => listeners.push(type) };
    new Function('self', 'caches', 'fetch', sw)(self, {}, () => undefined);
    expect(listeners.sort()).toEqual(['activate', 'fetch', 'install', 'message']);
  });
});
