import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { type Certainty, certaintyOf, DIFFERENCES } from './differences.ts';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** docs/editions.md's table of differences: number → its cells */
const docRows = new Map(
  read('docs/editions.md')
    .split('\n')
    .filter((l) => /^\| \d+ \|/.test(l))
    .map((l) => {
      const cells = l.split('|').map((c) => c.trim());
      return [Number(cells[1]), { rules1999: cells[3] ?? '', current: cells[4] ?? '', sure: cells[6] ?? '' }] as const;
    }),
);

/** What the "How sure" cell of docs/editions.md must read for each certainty. */
const SAYS: Record<Certainty, (sure: string) => boolean> = {
  verified: (s) => s.startsWith('verified') && !s.startsWith('verified (2008') && !s.startsWith('verified by absence'),
  'verified-2008': (s) => s.startsWith('verified (2008'),
  'verified-by-absence': (s) => s.startsWith('verified by absence'),
  'partly-verified': (s) => s.includes('verified') && s.includes('reported') && !s.startsWith('verified'),
  reported: (s) => s.includes('reported') && !s.includes('verified'),
  unverified: (s) => s.startsWith('unverified'),
};

describe('the differences between the 1999 and current editions', () => {
  test('the data and docs/editions.md list the same rows, numbered 1 to N', () => {
    expect(DIFFERENCES.map((x) => x.n)).toEqual(DIFFERENCES.map((_, i) => i + 1));
    expect([...docRows.keys()].sort((a, b) => a - b)).toEqual(DIFFERENCES.map((x) => x.n));
  });

  test.each(DIFFERENCES.map((x) => [x.n, x] as const))('row %i agrees with docs/editions.md', (n, x) => {
    const row = docRows.get(n);
    expect(row, `docs/editions.md has no row ${n}`).toBeDefined();
    if (!row) return;
    for (const rule of x.rules1999) expect(row.rules1999, `row ${n}, 1999 paragraph ${rule}`).toContain(rule);
    for (const p of x.current) expect(row.current.toLowerCase(), `row ${n}, current ${p}`).toContain(p);
    expect(SAYS[x.certainty](row.sure), `row ${n}: "${row.sure}" is not ${x.certainty}`).toBe(true);
  });

  test('each certainty check tells its phrase from the others', () => {
    const samples: Record<Certainty, string> = {
      verified: 'verified',
      'verified-2008': 'verified (2008)',
      'verified-by-absence': 'verified by absence',
      'partly-verified': '2016: verified; 2025: reported',
      reported: 'reported (definition wording not seen)',
      unverified: 'unverified (league practice)',
    };
    for (const [c, phrase] of Object.entries(samples))
      expect(
        Object.entries(SAYS)
          .filter(([, says]) => says(phrase))
          .map(([k]) => k),
      ).toEqual([c]);
  });

  test('a paragraph touched by several differences takes the least sure of them', () => {
    expect(certaintyOf('4.20')).toBe('reported'); // 15 reported, 16 partly verified
    expect(certaintyOf('4.8')).toBe('verified');
    expect(certaintyOf('3.1')).toBeUndefined();
  });
});
