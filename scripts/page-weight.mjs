#!/usr/bin/env node
/**
 * Page weight: for every built page, the JavaScript and CSS it loads (gzipped bytes),
 * following static and dynamic imports from its scripts and islands. Pagefind (Starlight's
 * search, loaded on demand) is listed apart and not counted. "Eager JS" counts only what loads
 * before any interaction (static imports; the chunks behind `import()` wait until asked for). Fails
 * when a rule page loads more than the budget of our JavaScript before any interaction (its search,
 * pop-overs, examples' boards and tables load on demand: src/components/rule-tools/on-demand.ts), or
 * when the trainer loads more than its budget before its first question (the table, the physics and
 * the generated questions are loaded on demand), or
 * when the table page loads more than its budget at load (a game's rules and its game panel come on
 * demand, when a game is chosen).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url).pathname;
const RULE_PAGE_JS_BUDGET = 15 * 1024;
const TRAINER_EAGER_JS_BUDGET = 60 * 1024;
/**
 * 76 KB: the physics engine loads with the first shot and a page loads its own language's table words
 * (73.4 KB at load; it was 82.9 KB with the engine and both languages).
 */
const TABLE_PAGE_JS_BUDGET = 76 * 1024;
/**
 * The match page at load: Preact, the match controller and its zod gate for stored matches, the
 * words of one language; the game's rules and the ruling words come on demand with the first match.
 */
const MATCH_PAGE_JS_BUDGET = 40 * 1024;

const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === '_astro' || name === 'pagefind' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** URL path of an asset referenced from `fromPath` (a site path) -> file in dist. */
function assetFile(ref, fromPath) {
  const url = new URL(ref, `http://site${fromPath}`);
  if (url.host !== 'site') return undefined;
  return join(DIST, decodeURIComponent(url.pathname));
}

const IMPORT_RE =
  /(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"']+\.m?js)["']|import\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g;

/** Every script the entries load; `eager`: only static imports (not the chunks behind `import()`). */
function jsClosure(entryFiles, eager = false) {
  const seen = new Set();
  const stack = [...entryFiles];
  while (stack.length > 0) {
    const file = stack.pop();
    if (!file || seen.has(file) || !existsSync(file) || file.includes('/pagefind/')) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(IMPORT_RE)) {
      const ref = eager ? m[1] : (m[1] ?? m[2]);
      if (ref?.startsWith('.') || ref?.startsWith('/')) {
        stack.push(ref.startsWith('/') ? join(DIST, ref) : join(dirname(file), ref));
      }
    }
  }
  return [...seen];
}

function measure(htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const path = htmlFile.endsWith('/index.html')
    ? `/${relative(DIST, dirname(htmlFile))}/`.replace(/\/+/g, '/')
    : `/${relative(DIST, htmlFile)}`;
  const refs = (re) => [...html.matchAll(re)].map((m) => m[1]);
  const scriptSrc = refs(/<script[^>]*\ssrc="([^"]+)"/g);
  const preloads = refs(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g);
  const islands = refs(/(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g);
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const moduleImports = inlineScripts.flatMap((code) => [...code.matchAll(IMPORT_RE)].map((m) => m[1] ?? m[2]));
  const entries = [...scriptSrc, ...preloads, ...islands, ...moduleImports]
    .map((ref) => assetFile(ref, path))
    .filter(Boolean);
  const jsFiles = jsClosure(entries);
  const inlineBytes = inlineScripts.reduce((s, c) => s + (c.trim() ? gz(c) : 0), 0);
  const jsBytes = jsFiles.reduce((sum, f) => sum + gz(readFileSync(f)), 0) + inlineBytes;
  const eagerBytes = jsClosure(entries, true).reduce((sum, f) => sum + gz(readFileSync(f)), 0) + inlineBytes;
  const cssFiles = refs(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)
    .map((r) => assetFile(r, path))
    .filter(Boolean);
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  const cssBytes =
    cssFiles.reduce((s, f) => s + (existsSync(f) ? gz(readFileSync(f)) : 0), 0) +
    inlineCss.reduce((s, c) => s + gz(c), 0);
  const interactive = /<astro-island/.test(html);
  return { path, jsFiles: jsFiles.length, jsBytes, eagerBytes, cssBytes, interactive };
}

if (!existsSync(DIST)) {
  console.error('page-weight: dist/ not found; run `npm run build` first');
  process.exit(2);
}

const rows = htmlFiles(DIST)
  .map(measure)
  .sort((a, b) => a.path.localeCompare(b.path));
const lines = [
  '| page | JS files | JS (gzip) | eager JS (gzip) | CSS (gzip) | interactive |',
  '|---|---:|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.path} | ${r.jsFiles} | ${kb(r.jsBytes)} | ${kb(r.eagerBytes)} | ${kb(r.cssBytes)} | ${r.interactive ? 'yes' : 'no'} |`,
  ),
];
console.log(lines.join('\n'));
mkdirSync(new URL('../reports/', import.meta.url), { recursive: true });
writeFileSync(new URL('../reports/page-weight.md', import.meta.url), `${lines.join('\n')}\n`);

const over = rows.filter((r) => /\/rules\//.test(r.path) && r.eagerBytes > RULE_PAGE_JS_BUDGET);
const trainers = rows.filter((r) => /\/trainer\/$/.test(r.path));
const heavyTrainers = trainers.filter((r) => r.eagerBytes > TRAINER_EAGER_JS_BUDGET);
const tables = rows.filter((r) => /\/table\/$/.test(r.path));
const heavyTables = tables.filter((r) => r.eagerBytes > TABLE_PAGE_JS_BUDGET);
const matches = rows.filter((r) => /\/match\/$/.test(r.path));
const heavyMatches = matches.filter((r) => r.eagerBytes > MATCH_PAGE_JS_BUDGET);
if (
  heavyMatches.length > 0 ||
  matches.length === 0 ||
  over.length > 0 ||
  heavyTrainers.length > 0 ||
  trainers.length === 0 ||
  heavyTables.length > 0 ||
  tables.length === 0
) {
  for (const r of over)
    console.error(`page-weight: ${r.path} loads ${kb(r.eagerBytes)} of JavaScript (budget ${kb(RULE_PAGE_JS_BUDGET)})`);
  for (const r of heavyTrainers)
    console.error(
      `page-weight: ${r.path} loads ${kb(r.eagerBytes)} of JavaScript before its first question (budget ${kb(TRAINER_EAGER_JS_BUDGET)})`,
    );
  for (const r of heavyTables)
    console.error(
      `page-weight: ${r.path} loads ${kb(r.eagerBytes)} of JavaScript at load (budget ${kb(TABLE_PAGE_JS_BUDGET)})`,
    );
  for (const r of heavyMatches)
    console.error(
      `page-weight: ${r.path} loads ${kb(r.eagerBytes)} of JavaScript at load (budget ${kb(MATCH_PAGE_JS_BUDGET)})`,
    );
  if (matches.length === 0) console.error('page-weight: no match page found in dist/');
  if (trainers.length === 0) console.error('page-weight: no trainer page found in dist/');
  if (tables.length === 0) console.error('page-weight: no table page found in dist/');
  process.exit(1);
}
console.log(
  `page-weight: ${rows.length} pages; every rule page is within ${kb(RULE_PAGE_JS_BUDGET)} of JavaScript; the trainer loads at most ${kb(TRAINER_EAGER_JS_BUDGET)} before its first question; the table page at most ${kb(TABLE_PAGE_JS_BUDGET)} at load; the match page at most ${kb(MATCH_PAGE_JS_BUDGET)}`,
);
