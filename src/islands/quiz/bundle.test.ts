import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The quiz islands get every answer precomputed in the question bank: they must not pull the
 * referee engine (or full zod) into the browser. Value imports from the core quiz index would
 * (it re-exports the engine-backed item builder), so islands import the narrow modules.
 */
const DIR = import.meta.dirname;
const sources = readdirSync(DIR).filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.test.ts'));
const VALUE_IMPORT = /^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm;

describe('what the quiz islands bring into the browser', () => {
  test.each(sources)('%s imports no engine-backed module and no full zod', (file) => {
    const code = readFileSync(join(DIR, file), 'utf8');
    const specs = [...code.matchAll(VALUE_IMPORT)].map((m) => m[1] as string);
    expect(
      specs.filter((s) =>
        /core\/(quiz|rules)\/index\.ts$|core\/quiz\/(items|truth)\.ts$|quiz\/(bank|schema)\.ts$|^zod$/.test(s),
      ),
    ).toEqual([]);
  });
  test('stored progress is validated with zod/mini', () => {
    expect(readFileSync(join(DIR, '../../quiz/progress.ts'), 'utf8')).toMatch(/from 'zod\/mini'/);
  });
});
