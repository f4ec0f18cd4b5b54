import { describe, expect, test } from 'vitest';
import { MAX_NAME, twoNames } from './names.ts';

describe('the two names of a match', () => {
  test.each<[string, string, [string, string]]>([
    ['Ann', 'Bob', ['Ann', 'Bob']],
    ['  Ann ', ' Bob', ['Ann', 'Bob']],
    ['Ann', 'Ann', ['Ann', 'Ann 2']],
    ['x'.repeat(70), 'y'.repeat(70), ['x'.repeat(64), 'y'.repeat(64)]],
    ['x'.repeat(64), 'x'.repeat(64), ['x'.repeat(64), `${'x'.repeat(62)} 2`]],
  ])('%s and %s', (a, b, want) => {
    const names = twoNames(a, b);
    expect(names).toEqual(want);
    expect(names[0]).not.toBe(names[1]);
    for (const n of names) expect(n.length).toBeLessThanOrEqual(MAX_NAME);
  });
});
