import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cycles, type Import, importsOf, resolveSpec, sourceFiles } from './import-graph.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');
const CORE = join(SRC, 'core');
const BIN = join(ROOT, 'bin');
const rel = (file: string): string => relative(ROOT, file).split(sep).join('/');

/**
 * The layers (README, "Project layout"): for each entry at the top of `src`, the entries its files may
 * import from (its own always), and for `core` the only packages it may use. A name with a slash
 * is a folder at the top of the repository (`/content`: the data the build reads). Tests beside
 * the code are not held to it: they may reach further.
 */
const LAYERS: Readonly<Record<string, { readonly may: readonly string[]; readonly packages?: RegExp }>> = {
  /** the referee, the physics, the quiz engine: pure TypeScript, no browser, no build tool */
  core: { may: [], packages: /^xstate(\/|$)/ },
  i18n: { may: ['core'] },
  match: { may: ['core'] },
  ui: { may: ['core', 'i18n'] },
  quiz: { may: ['core', 'i18n', 'ui', 'content', '/content'] },
  /** the Preact components the pages mount: the only layer above ui, quiz and match */
  islands: { may: ['core', 'i18n', 'match', 'quiz', 'ui'] },
  components: { may: ['content', 'core', 'i18n', 'islands', 'quiz', 'styles', 'ui', '/content'] },
  pages: { may: ['components', 'core', 'i18n', 'islands', 'quiz', 'ui'] },
  /** the rule pages (MDX) use the site's components */
  content: { may: ['components'] },
  'content.config.ts': { may: [] },
  integrations: { may: [] },
  markdown: { may: [] },
  styles: { may: [] },
};

/** The top-level entry of `src` a path lies in, or `/name` for a top folder of the repository. */
function layerOf(path: string): string {
  const inSrc = relative(SRC, path);
  if (!inSrc.startsWith('..')) return inSrc.split(sep)[0] as string;
  return `/${relative(ROOT, path).split(sep)[0]}`;
}

/** The imports of `file` (in layer `layer`) that its row of the table does not allow. */
function layerViolations(file: string, imports: readonly Import[]): string[] {
  const layer = layerOf(file);
  const rule = LAYERS[layer];
  if (rule === undefined) return [`(no row for ${layer})`];
  return imports
    .filter(({ spec }) => {
      const target = resolveSpec(file, spec);
      if (target !== undefined) {
        const to = layerOf(target);
        return to !== layer && !rule.may.includes(to);
      }
      return rule.packages !== undefined && !rule.packages.test(spec);
    })
    .map(({ spec }) => spec);
}

const read = (file: string): readonly Import[] => importsOf(file, readFileSync(file, 'utf8'));
const srcFiles = sourceFiles(SRC);

describe('the layers of src', () => {
  test('the guard itself catches a forbidden import', () => {
    const imports = (code: string, file: string) => layerViolations(file, importsOf(file, code));
    const core = join(CORE, 'physics', 'x.ts');
    expect(imports("import { h } from 'preact';\nimport { a } from '../table/index.ts';", core)).toEqual(['preact']);
    expect(imports("import x from '../../ui/table/view.ts';", core)).toEqual(['../../ui/table/view.ts']);
    expect(imports("import { readFileSync } from 'node:fs';", core)).toEqual(['node:fs']);
    expect(imports("import { setup } from 'xstate';\nimport { getShortestPaths } from 'xstate/graph';", core)).toEqual(
      [],
    );
    const quiz = join(SRC, 'quiz', 'x.ts');
    expect(imports("import type { Bank } from '../islands/quiz/data.ts';", quiz)).toEqual(['../islands/quiz/data.ts']);
    expect(imports("const m = await import('../islands/quiz/data.ts');", quiz)).toEqual(['../islands/quiz/data.ts']);
    expect(imports("import { z } from 'zod';\nimport { t } from '../ui/table/svg.ts';", quiz)).toEqual([]);
    const ui = join(SRC, 'ui', 'table', 'x.tsx');
    expect(imports("import { QuizTable } from '../../islands/quiz/QuizTable.tsx';", ui)).toEqual([
      '../../islands/quiz/QuizTable.tsx',
    ]);
    const page = join(SRC, 'components', 'X.astro');
    expect(imports("---\nimport Y from '../pages/[lang]/table/index.astro';\n---\n<Y />", page)).toEqual([
      '../pages/[lang]/table/index.astro',
    ]);
    const mdx = join(SRC, 'content', 'docs', 'en', 'rules', 'x.mdx');
    const mdxCode =
      "import T from '../../../../components/Table.astro';\nimport Q from '../../../../islands/quiz/QuizTable.tsx';\n\n# Rules";
    expect(imports(mdxCode, mdx)).toEqual(['../../../../islands/quiz/QuizTable.tsx']);
    expect(layerViolations(join(SRC, 'newcomer', 'x.ts'), [])).toEqual(['(no row for newcomer)']);
  });

  test('every entry at the top of src has a row, and every row an entry', () => {
    expect(readdirSync(SRC).sort()).toEqual(Object.keys(LAYERS).sort());
  });
  test('there are source files in the layers', () => {
    expect(srcFiles.length).toBeGreaterThan(300);
  });
  test.each(srcFiles.map((f) => [rel(f), f]))('%s imports only what its layer may', (_n, file) => {
    expect(layerViolations(file, read(file))).toEqual([]);
  });
});

/**
 * Outside `src/core`, the referee is used through its public modules, the ones directly in
 * `src/core/rules/` (`index.ts`, `shared.ts`, `spots.ts`, `flows.ts` and the like), never
 * through `common/` (its internals) or a game's folder. Tests beside the code may reach further.
 */
const RULES = join(CORE, 'rules');
/** The imports of `file` that land in a folder of `src/core/rules` rather than a module directly in it. */
function internalImports(file: string, imports: readonly Import[]): string[] {
  return imports
    .map(({ spec }) => spec)
    .filter((spec) => {
      const target = resolveSpec(file, spec);
      if (target === undefined) return false;
      const inRules = relative(RULES, target);
      return !inRules.startsWith('..') && inRules.includes(sep);
    });
}

describe('the referee from outside the core', () => {
  test('the guard itself catches an import of its internals', () => {
    const file = join(SRC, 'ui', 'table', 'x.ts');
    const code =
      "import type { Ruling } from '../../core/rules/common/types.ts';\nimport { FLOW_STEPS } from '../../core/rules/shared.ts';\nimport { RERACK_TABLE } from '../../core/rules/straight-pool/rerack-table.ts';";
    expect(internalImports(file, importsOf(file, code))).toEqual([
      '../../core/rules/common/types.ts',
      '../../core/rules/straight-pool/rerack-table.ts',
    ]);
  });
  const files = [...sourceFiles(SRC, [CORE]), ...sourceFiles(BIN)];
  test('there are files outside the core', () => {
    expect(files.length).toBeGreaterThan(50);
  });
  test.each(files.map((f) => [rel(f), f]))('%s uses only the public modules of core/rules', (_name, file) => {
    expect(internalImports(file, read(file))).toEqual([]);
  });
});

/**
 * No import rings among the modules of `src`: a ring makes the load order decide what a module
 * sees of another at start-up. Imports that bring in only types are erased at build, and lazy ones
 * (`import()`, `import.meta.glob`) run after loading; neither can make a ring at run time, so they
 * are left out of the first check. Rings through type-only imports are still listed in the second,
 * each with the reason it is not yet broken.
 */
const MODULES = srcFiles.filter((f) => /\.(ts|tsx|js|mjs)$/.test(f));

function importGraph(keep: (i: Import) => boolean): Map<string, string[]> {
  const known = new Set(MODULES);
  return new Map(
    MODULES.map((f) => [
      f,
      read(f)
        .filter(keep)
        .map((i) => resolveSpec(f, i.spec))
        .filter((t): t is string => t !== undefined && known.has(t)),
    ]),
  );
}

const ringText = (ring: readonly string[]): string => ring.map(rel).join(' -> ');

/** Rings through type-only imports, each with the reason it stays. */
const TYPE_RINGS: readonly string[] = [
  // GameId is derived from the game list (GAMES), its one source, and the descriptors' types name it
  // (a rack plan's balls, a log's game): types only, erased at build. Breaking it would mean writing
  // the game ids a second time.
  'src/core/rules/bowlliards/descriptor.ts -> src/core/rules/descriptor.ts -> src/core/table/rack-plan.ts -> src/core/vocabulary/index.ts -> src/core/vocabulary/games.ts -> src/core/rules/games.ts -> src/core/rules/bowlliards/descriptor.ts',
];

describe('no import ring', () => {
  test('the guard itself finds a ring and its path', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(cycles(graph)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['e', 'e'],
    ]);
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });
  test('type-only and lazy imports are told apart', () => {
    const code =
      "import type { A } from './a.ts';\nimport { type B, c } from './b.ts';\nexport type { D } from './d.ts';\nconst e = () => import('./e.ts');";
    expect(importsOf('x.ts', code)).toEqual([
      { spec: './a.ts', typeOnly: true, lazy: false },
      { spec: './b.ts', typeOnly: false, lazy: false },
      { spec: './d.ts', typeOnly: true, lazy: false },
      { spec: './e.ts', typeOnly: false, lazy: true },
    ]);
  });
  test('no ring among the imports that run', () => {
    expect(cycles(importGraph((i) => !i.typeOnly && !i.lazy)).map(ringText)).toEqual([]);
  });
  test('the rings through type-only imports are only the listed ones', () => {
    expect(cycles(importGraph((i) => !i.lazy)).map(ringText)).toEqual(TYPE_RINGS);
  });
});

/** UI as controller and view: a component file that grows past this holds more than one of them. */
const MAX_COMPONENT_LINES = 300;
const lineCount = (code: string): number => code.split('\n').length - (code.endsWith('\n') ? 1 : 0);

describe('components stay small', () => {
  const components = srcFiles.filter((f) => f.endsWith('.tsx'));
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
