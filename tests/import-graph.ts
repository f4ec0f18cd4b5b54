/**
 * The imports of the project's source files, read with the TypeScript parser (modules) or by
 * pattern (the script blocks of `.astro` pages and the imports of `.mdx` pages), for the
 * architecture test: which layer imports which, and whether any modules import each other in a ring.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** One import of a file: its specifier, and whether it only brings in types (erased at build). */
export interface Import {
  readonly spec: string;
  /** `import type …` or `export type … from`: gone from the built code. */
  readonly typeOnly: boolean;
  /** `import('…')` or `import.meta.glob('…')`: loaded later, never while the importer loads. */
  readonly lazy: boolean;
}

const MODULE = /\.(ts|tsx|js|mjs)$/;
const PAGE = /\.(astro|mdx)$/;
/** tests and their support beside the code (`*.testing.ts`), and benchmarks */
const TEST = /\.(test|testing|bench)\.ts$/;

/** Every source file under `dir` (modules and pages), tests and benchmarks left out. */
export function sourceFiles(dir: string, skip: readonly string[] = []): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (skip.includes(full)) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full, skip);
    return (MODULE.test(name) || PAGE.test(name)) && !TEST.test(name) ? [full] : [];
  });
}

/** A string literal's text, or undefined for anything else (a computed specifier). */
const literal = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** `import.meta.glob(…)`: Vite's import of many files at once. */
function isGlob(call: ts.CallExpression): boolean {
  const f = call.expression;
  return (
    ts.isPropertyAccessExpression(f) &&
    f.name.text === 'glob' &&
    ts.isMetaProperty(f.expression) &&
    f.expression.name.text === 'meta'
  );
}

/** The imports of a module, parsed: static ones with their type-only mark, then dynamic ones. */
function moduleImports(file: string, code: string): Import[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false);
  const found: Import[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const spec = literal(node.moduleSpecifier);
      if (spec !== undefined)
        found.push({ spec, typeOnly: node.importClause?.phaseModifier === ts.SyntaxKind.TypeKeyword, lazy: false });
    } else if (ts.isExportDeclaration(node)) {
      const spec = literal(node.moduleSpecifier);
      if (spec !== undefined) found.push({ spec, typeOnly: node.isTypeOnly, lazy: false });
    } else if (ts.isCallExpression(node)) {
      const dynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const spec = literal(node.arguments[0]);
      if ((dynamic || isGlob(node)) && spec !== undefined) found.push({ spec, typeOnly: false, lazy: true });
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      const spec = ts.isLiteralTypeNode(arg) ? literal(arg.literal) : undefined;
      if (spec !== undefined) found.push({ spec, typeOnly: true, lazy: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const PAGE_IMPORT =
  /(?:^|[\s;])import\s+(type\s)?[^'"]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|import(?:\.meta\.glob(?:<[^>]*>)?)?\(\s*['"]([^'"]+)['"]/gm;

/** The imports of an `.astro` or `.mdx` page: its frontmatter, its scripts and its MDX imports. */
function pageImports(code: string): Import[] {
  return [...code.matchAll(PAGE_IMPORT)].map((m) => ({
    spec: m[2] ?? m[3] ?? m[4] ?? '',
    typeOnly: m[1] !== undefined,
    lazy: m[4] !== undefined,
  }));
}

/** The imports of one source file (modules parsed, pages read by pattern). */
export function importsOf(file: string, code: string): Import[] {
  return PAGE.test(file) ? pageImports(code) : moduleImports(file, code);
}

/**
 * The file a relative specifier names (`?raw` and the like dropped), or undefined for a package
 * or a glob pattern. Specifiers name their extension; a bare folder means its `index`.
 */
export function resolveSpec(file: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const path = resolve(dirname(file), spec.replace(/\?.*$/, ''));
  if (path.includes('*')) return path;
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return path;
}

/**
 * The rings of a graph: every strongly connected group of more than one node (or a node that
 * imports itself), each as one ring through it, found by Tarjan's algorithm.
 */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) groups.push(group);
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  return groups.map((g) => ringThrough(graph, new Set(g)));
}

/** One ring inside a strongly connected group: from its first node (sorted) back to it. */
function ringThrough(graph: ReadonlyMap<string, readonly string[]>, group: ReadonlySet<string>): string[] {
  const start = [...group].sort()[0] as string;
  const from = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift() as string;
    for (const w of graph.get(v) ?? []) {
      if (!group.has(w)) continue;
      if (w === start) {
        const ring = [v];
        while (ring[0] !== start) ring.unshift(from.get(ring[0] as string) as string);
        return [...ring, start];
      }
      if (!from.has(w)) {
        from.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}
