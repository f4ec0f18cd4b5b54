import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The dependency rule (docs: ARCHITECTURE): `src/core` imports nothing outside itself but
 * `xstate`. Tests beside the code may use test tools and Node.
 */
const CORE = resolve(import.meta.dirname, '../src/core');
const ALLOWED_PACKAGES = /^xstate(\/|$)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(name) && !/\.(test|bench)\.ts$/.test(name) ? [full] : [];
  });
}

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function importsOf(code: string): string[] {
  return [...code.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

function violations(file: string, code: string): string[] {
  return importsOf(code).filter((spec) => {
    if (spec.startsWith('.')) return relative(CORE, resolve(dirname(file), spec)).startsWith('..');
    return !ALLOWED_PACKAGES.test(spec);
  });
}

describe('the dependency rule of src/core', () => {
  test('the guard itself catches a forbidden import', () => {
    const file = join(CORE, 'physics', 'x.ts');
    expect(violations(file, "import { h } from 'preact';\nimport { a } from '../table/index.ts';")).toEqual(['preact']);
    expect(violations(file, "import x from '../../ui/table/view.ts';")).toEqual(['../../ui/table/view.ts']);
    expect(violations(file, "import { readFileSync } from 'node:fs';")).toEqual(['node:fs']);
    expect(
      violations(file, "import { setup } from 'xstate';\nimport { getShortestPaths } from 'xstate/graph';"),
    ).toEqual([]);
  });

  const files = sourceFiles(CORE);
  test('core has source files', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  test.each(files.map((f) => [relative(CORE, f), f]))('%s imports only core and xstate', (_name, file) => {
    expect(violations(file, readFileSync(file, 'utf8'))).toEqual([]);
  });
});
