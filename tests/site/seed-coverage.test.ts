import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { DIST, idsOf } from './built-site';

/**
 * Nothing of the seed is silently lost: every non-blank line of the source text is mapped to
 * the page and anchor where it now lives (in both languages), or dropped with a reason.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const SEED = resolve(ROOT, 'content/source/pool-rules.ru.txt');
const COVERAGE = resolve(ROOT, 'content/seed-coverage');

const Entry = z.union([
  z
    .object({
      lines: z.tuple([z.number().int().positive(), z.number().int().positive()]),
      page: z.string().min(1),
      anchor: z.string(),
    })
    .strict(),
  z
    .object({ lines: z.tuple([z.number().int().positive(), z.number().int().positive()]), dropped: z.string().min(8) })
    .strict(),
]);

function entries() {
  return readdirSync(COVERAGE)
    .filter((f) => f.endsWith('.json'))
    .flatMap((file) => {
      const parsed = z.array(Entry).safeParse(JSON.parse(readFileSync(resolve(COVERAGE, file), 'utf8')));
      if (!parsed.success)
        throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      return parsed.data.map((e) => ({ ...e, file }));
    });
}

describe('seed coverage', () => {
  const seed = readFileSync(SEED, 'utf8').split('\n');
  const all = entries();

  test('every non-blank seed line is mapped exactly once', () => {
    const owner = new Map<number, string>();
    const overlaps: string[] = [];
    for (const e of all) {
      const [from, to] = e.lines;
      expect(from, `${e.file} ${from}-${to}`).toBeLessThanOrEqual(to);
      for (let line = from; line <= to; line++) {
        const prev = owner.get(line);
        if (prev) overlaps.push(`L${line}: ${prev} and ${e.file}`);
        owner.set(line, e.file);
      }
    }
    const missing = seed.flatMap((text, i) => (text.trim() && !owner.has(i + 1) ? [`L${i + 1}`] : []));
    expect(overlaps.slice(0, 20)).toEqual([]);
    expect(missing.slice(0, 40)).toEqual([]);
  });

  test('every mapped anchor exists on its page in both languages', () => {
    const absent: string[] = [];
    // one parse per built page (hundreds of entries point into the same few pages)
    const ids = new Map<string, Set<string>>();
    const idsIn = (file: string) => {
      let found = ids.get(file);
      if (!found) {
        found = idsOf(readFileSync(file, 'utf8'));
        ids.set(file, found);
      }
      return found;
    };
    for (const e of all) {
      if (!('page' in e)) continue;
      for (const lang of ['ru', 'en']) {
        const file = resolve(DIST, lang, 'rules', e.page, 'index.html');
        if (!existsSync(file)) absent.push(`${lang}/rules/${e.page} (page missing, ${e.file})`);
        else if (e.anchor && !idsIn(file).has(e.anchor)) absent.push(`${lang}/rules/${e.page}#${e.anchor} (${e.file})`);
      }
    }
    expect([...new Set(absent)]).toEqual([]);
  });
});
