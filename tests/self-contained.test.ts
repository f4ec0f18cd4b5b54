/**
 * The repository stands alone: no code, test, script or document refers to a path outside the
 * repository root (a user's clone has nothing beside it). A relative path is read from the file
 * that holds it; one that does not exist there is also read from the root, as the code's
 * `resolve(ROOT, …)` calls do. Absolute paths into a machine's folders are refused outright.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const CODE_DIRS = ['src', 'tests', 'e2e', 'bin', 'bench', 'scripts'];
const DOC_FILES = ['README.md', 'docs', 'content'];
const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|astro|mdx|md|json|css|sh)$/;

function files(path: string): string[] {
  const abs = join(ROOT, path);
  if (!existsSync(abs)) return [];
  if (statSync(abs).isFile()) return TEXT.test(path) ? [path] : [];
  return readdirSync(abs).flatMap((name) => (name === 'node_modules' ? [] : files(join(path, name))));
}

const inside = (p: string): boolean => p === ROOT || p.startsWith(ROOT + sep);
/** Built or generated folders: absent on a fresh clone, inside the repository all the same. */
const GENERATED = new Set(['dist', 'reports', 'node_modules', '.astro', 'test-results', 'playwright-report']);
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.astro', '/index.ts'];

function known(abs: string): boolean {
  if (GENERATED.has(relative(ROOT, abs).split(sep)[0] as string)) return true;
  return EXTENSIONS.some((e) => existsSync(abs + e));
}

/**
 * Every path-like run that climbs with `../` (in Markdown, the targets of links), and absolute
 * paths into home or work folders.
 */
function outsideRefs(file: string, text: string): string[] {
  const found: string[] = [];
  const here = dirname(join(ROOT, file));
  const markdown = /\.mdx?$/.test(file);
  const climbing = /(?<![\w.])(?:\.\.\/)+(?:[\w@.-]+\/?)*|(?<![\w.])\.\.(?![\w./])/g;
  const runs = markdown
    ? [...text.matchAll(/\]\(([^)\s#]+)/g)].map((m) => ({ ref: m[1] as string, index: m.index }))
    : [...text.matchAll(climbing)].map((m) => ({ ref: m[0], index: m.index }));
  for (const { ref, index } of runs) {
    if (/^[a-z]+:/i.test(ref) || ref.startsWith('/') || ref.startsWith('#')) continue; // a URL or a site path
    // resolve(fileURLToPath(import.meta.url), '../..') climbs from the file itself, not its folder
    const base = /import\.meta\.url\),\s*['"]$/.test(text.slice(Math.max(0, index - 40), index))
      ? join(ROOT, file)
      : here;
    const fromFile = resolve(base, ref);
    if (!inside(fromFile)) found.push(ref);
    else if (!known(fromFile) && !inside(resolve(ROOT, ref))) found.push(ref);
  }
  for (const m of text.matchAll(/["'`(\s]((?:\/work|\/home|\/root|\/Users|~)\/[\w./-]+)/g)) found.push(m[1] as string);
  return found;
}

/** Files whose climbing paths are test data for an imagined file elsewhere, not references. */
const FIXTURES = new Set(['tests/self-contained.test.ts', 'tests/architecture.test.ts']);

describe('the repository refers to nothing outside itself', () => {
  test('the check finds what it must (self-test)', () => {
    expect(outsideRefs('tests/x.test.ts', "resolve(ROOT, '../outside/seed/a.txt')")).toEqual(['../outside/seed/a.txt']);
    expect(outsideRefs('README.md', 'see [the contract](../outside/contracts/README.md)')).toContain(
      '../outside/contracts/README.md',
    );
    expect(outsideRefs('src/core/a.ts', "import x from '../../../../elsewhere/x.ts'")).toHaveLength(1);
    expect(outsideRefs('bin/a.ts', "readFileSync('/work/outside/x')")).toEqual(['/work/outside/x']);
    expect(outsideRefs('src/core/rules/common/a.ts', "import { B } from '../../vocabulary/index.ts'")).toEqual([]);
    expect(outsideRefs('tests/referee/a.ts', "resolve(import.meta.dirname, '../..')")).toEqual([]);
  });

  const all = [...CODE_DIRS, ...DOC_FILES].flatMap(files).filter((f) => !FIXTURES.has(f));
  test('there are files to check', () => {
    expect(all.length).toBeGreaterThan(200);
  });

  test('no file under src, tests, e2e, bin, bench, scripts, docs, content or the README points outside', () => {
    const bad = all.flatMap((f) => outsideRefs(f, readFileSync(join(ROOT, f), 'utf8')).map((r) => `${f}: ${r}`));
    expect(bad, `paths outside ${relative(process.cwd(), ROOT) || '.'}`).toEqual([]);
  });
});
