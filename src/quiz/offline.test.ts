import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { precacheList, serviceWorker } from './offline.mjs';

function site(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw-'));
  for (const f of files) {
    mkdirSync(join(dir, f, '..'), { recursive: true });
    writeFileSync(join(dir, f), 'x');
  }
  return dir;
}

describe('the offline service worker', () => {
  test('precaches the quiz pages, their question banks and the bundled assets, not the rule pages', () => {
    const dir = site([
      'en/trainer/index.html',
      'ru/exam/index.html',
      'en/progress/index.html',
      'en/trainer/questions.json',
      'en/rules/general/index.html',
      '_astro/a.js',
      'pagefind/x.pf',
      'favicon.svg',
    ]);
    expect(precacheList(dir)).toEqual([
      '/_astro/a.js',
      '/en/progress/',
      '/en/trainer/',
      '/en/trainer/questions.json',
      '/favicon.svg',
      '/ru/exam/',
    ]);
  });
  test('the worker names its cache by version and only handles same-origin GETs', () => {
    const sw = serviceWorker(['/en/trainer/'], 'abc123');
    expect(sw).toContain("const CACHE = 'pool-rules-abc123';");
    expect(sw).toContain('const PRECACHE = ["/en/trainer/"];');
    expect(sw).toContain("request.method !== 'GET' || url.origin !== self.location.origin");
    expect(() => new Function(sw)).not.toThrow();
  });
});
