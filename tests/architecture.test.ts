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

/**
 * Outside `src/core`, the referee is used through its public modules (`core/rules/index.ts`,
 * `core/rules/shared.ts` and the like), never through `core/rules/common/`, its internals. Tests
 * beside the code may reach further.
 */
const SRC = resolve(import.meta.dirname, '../src');
const BIN = resolve(import.meta.dirname, '../bin');
const RULES_COMMON = join(CORE, 'rules', 'common');

function outsideCore(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (full === CORE) return [];
    if (statSync(full).isDirectory()) return outsideCore(full);
    return /\.(ts|tsx|js|mjs|astro)$/.test(name) && !/\.(test|bench)\.ts$/.test(name) ? [full] : [];
  });
}

function internalImports(file: string, code: string): string[] {
  return importsOf(code).filter(
    (spec) => spec.startsWith('.') && !relative(RULES_COMMON, resolve(dirname(file), spec)).startsWith('..'),
  );
}

describe('the referee from outside the core', () => {
  test('the guard itself catches an import of its internals', () => {
    const file = join(SRC, 'ui', 'table', 'x.ts');
    expect(
      internalImports(
        file,
        "import type { Ruling } from '../../core/rules/common/types.ts';\nimport { FLOW_STEPS } from '../../core/rules/shared.ts';",
      ),
    ).toEqual(['../../core/rules/common/types.ts']);
  });
  const files = [...outsideCore(SRC), ...outsideCore(BIN)];
  test('there are files outside the core', () => {
    expect(files.length).toBeGreaterThan(50);
  });
  test.each(files.map((f) => [relative(resolve(SRC, '..'), f), f]))(
    '%s does not import core/rules/common',
    (_n, file) => {
      expect(internalImports(file, readFileSync(file, 'utf8'))).toEqual([]);
    },
  );
});

/** The lower layers never import the islands (the Preact components the pages mount). */
const ISLANDS = join(SRC, 'islands');
const LOWER = ['ui', 'quiz', 'match', 'i18n'].map((d) => join(SRC, d));

function islandImports(file: string, code: string): string[] {
  return importsOf(code).filter(
    (spec) => spec.startsWith('.') && !relative(ISLANDS, resolve(dirname(file), spec)).startsWith('..'),
  );
}

describe('the layers under the islands', () => {
  test('the guard itself catches an import of an island', () => {
    expect(islandImports(join(SRC, 'quiz', 'x.ts'), "import { useBank } from '../islands/quiz/data.ts';")).toEqual([
      '../islands/quiz/data.ts',
    ]);
  });
  const files = LOWER.flatMap((d) => sourceFiles(d));
  test.each(files.map((f) => [relative(SRC, f), f]))('%s does not import islands/', (_n, file) => {
    expect(islandImports(file, readFileSync(file, 'utf8'))).toEqual([]);
  });
});

/** UI as controller and view: a component file that grows past this holds more than one of them. */
const MAX_COMPONENT_LINES = 300;
const lineCount = (code: string): number => code.split('\n').length - (code.endsWith('\n') ? 1 : 0);

describe('components stay small', () => {
  const components = sourceFiles(SRC).filter((f) => f.endsWith('.tsx'));
  test('the guard itself counts lines', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount(`${'x\n'.repeat(MAX_COMPONENT_LINES + 1)}`)).toBeGreaterThan(MAX_COMPONENT_LINES);
  });
  test('there are components', () => {
    expect(components.length).toBeGreaterThan(20);
  });
  test.each(components.map((f) => [relative(SRC, f), f]))(`%s has at most ${MAX_COMPONENT_LINES} lines`, (_n, file) => {
    expect(lineCount(readFileSync(file, 'utf8'))).toBeLessThanOrEqual(MAX_COMPONENT_LINES);
  });
});
