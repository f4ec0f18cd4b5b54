#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse's performance audit of the built site (dist/; this script builds
 * nothing). Serves dist/ from a small static server on a free port (gzip, as a static host would),
 * audits each page in Debian's Chromium (or $CHROMIUM_PATH) with the mobile and the desktop presets
 * (simulated throttling, Lighthouse's default) and prints, per page and preset, the medians of N runs:
 * performance score, LCP, TBT, CLS.
 *
 *   npm run lighthouse                               every page of the list, both presets, 3 runs
 *   npm run lighthouse -- --runs 1 --preset mobile   one run, the mobile preset only
 *   npm run lighthouse -- /en/trainer/ /en/exam/     these pages only
 *   npm run lighthouse -- --budget 90 …              exit 1 when a page's median score is below 90
 *   npm run lighthouse -- --json reports/lh.json …   also write the table as JSON
 *   npm run lighthouse -- --dist /path/to/dist …    audit another build
 *   npm run lighthouse -- --details …                also print each run's LCP element, shifts, main-thread scripts
 *
 * Scores depend on the machine: Lantern (the simulated throttling) scales the main-thread work it
 * observes, so a loaded machine reads a higher TBT. Print `uptime` beside the figures you keep.
 */
import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** A shared eight-ball position with its shot (the share page reads it from the address). */
export const SHARED_LINK = '/en/s/?v1.t9.b0E-wB4U8FtoCnM1CcQAu49C7gAu4.geight-ball.spA~br.aHCDIBkBk';

/** The landing, the rule pages that were slow, the table, a shared scenario, the trainer, the exam, progress. */
export const PAGES = [
  '/en/',
  '/en/rules/general/',
  '/en/rules/nine-ball/',
  '/en/rules/eight-ball/',
  '/en/table/',
  SHARED_LINK,
  '/en/trainer/',
  '/en/exam/',
  '/en/progress/',
  '/en/match/',
];

let DIST = new URL('../dist/', import.meta.url).pathname;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest']);

/** dist/ as a static host serves it: `dir/` -> `dir/index.html`, 404.html otherwise, gzip for text. */
function serveDist() {
  const server = createServer((req, res) => {
    let path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    path = normalize(path).replace(/^(\.\.[/\\])+/, '');
    let file = join(DIST, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    let status = 200;
    if (!existsSync(file)) {
      status = 404;
      file = join(DIST, '404.html');
    }
    const ext = extname(file);
    const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' };
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    res.writeHead(status, headers);
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Debian's Chromium (or $CHROMIUM_PATH), else the browser Playwright keeps (`npx playwright install chromium`). */
async function chromiumPath() {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p) => p && existsSync(p),
  );
  if (found) return found;
  const { chromium } = await import('@playwright/test');
  if (existsSync(chromium.executablePath())) return chromium.executablePath();
  throw new Error('no Chromium: set CHROMIUM_PATH, or run `npx playwright install chromium`');
}

const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** One audit of one page: the score (0–100) and the three metrics, or the error Lighthouse reported. */
async function audit(url, preset, port, details) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`${url}: Lighthouse returned no result`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const num = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (details) {
    const nodes = (id) =>
      JSON.stringify(lhr.audits[id]?.details ?? {})
        .match(/"snippet":"(?:[^"\\]|\\.)*"/g)
        ?.slice(0, 3) ?? [lhr.audits[id]?.errorMessage ?? lhr.audits[id]?.scoreDisplayMode ?? 'missing'];
    console.log(`  ${preset} ${url}\n    LCP element: ${nodes('largest-contentful-paint-element').join(' ')}`);
    console.log(`    layout shifts: ${nodes('layout-shifts').join(' ')}`);
    const boot = lhr.audits['bootup-time']?.details?.items ?? [];
    for (const b of boot.slice(0, 4)) console.log(`    main thread: ${b.url} ${Math.round(b.total)} ms`);
    const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
    console.log(
      `    by kind: ${work.map((w) => `${w.groupLabel ?? w.group} ${Math.round(w.duration)} ms`).join(', ')}`,
    );
    const long = lhr.audits['long-tasks']?.details?.items ?? [];
    console.log(
      `    long tasks: ${long.map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${String(t.url).split('/').pop()}`).join(', ')}`,
    );
    const dom = lhr.audits['dom-size']?.numericValue;
    if (dom !== undefined) console.log(`    DOM elements: ${dom}`);
  }
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
  };
}

/**
 * Audits `pages` with each preset, `runs` times each, and returns a row per page and preset with the
 * medians. `settled(page, preset, scores)`, when given, ends a page's runs early: it is asked after
 * each run with the scores so far, and true means more runs could not change what the caller decides.
 */
export async function runLighthouse({
  pages = PAGES,
  presets = ['mobile', 'desktop'],
  runs = 3,
  details = false,
  log = console.log,
  settled = undefined,
}) {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('no dist/index.html: run `npx astro build` first');
  const server = await serveDist();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  try {
    for (const preset of presets) {
      for (const page of pages) {
        const samples = [];
        for (let i = 0; i < runs; i++) {
          samples.push(await audit(origin + page, preset, chrome.port, details));
          if (
            settled?.(
              page,
              preset,
              samples.map((s) => s.score),
            )
          )
            break;
        }
        const row = {
          page,
          preset,
          score: median(samples.map((s) => s.score)),
          lcp: median(samples.map((s) => s.lcp)),
          tbt: median(samples.map((s) => s.tbt)),
          cls: median(samples.map((s) => s.cls)),
          scores: samples.map((s) => s.score),
          load: loadavg()[0],
        };
        rows.push(row);
        log(formatRow(row));
      }
    }
  } finally {
    await chrome.kill();
    server.close();
  }
  return rows;
}

const shortPage = (p) => (p.length > 40 ? `${p.slice(0, 39)}…` : p);
export const HEADER = `${'page'.padEnd(41)} ${'preset'.padEnd(7)} ${'perf'.padStart(4)} ${'LCP'.padStart(7)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)}  runs        load`;
function formatRow(r) {
  return `${shortPage(r.page).padEnd(41)} ${r.preset.padEnd(7)} ${String(r.score).padStart(4)} ${`${(r.lcp / 1000).toFixed(1)} s`.padStart(7)} ${`${Math.round(r.tbt)} ms`.padStart(8)} ${r.cls.toFixed(3).padStart(6)}  ${r.scores.join(',').padEnd(11)} ${r.load.toFixed(1)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const USAGE =
    'usage: node scripts/lighthouse.mjs [--runs N] [--preset mobile|desktop]… [--budget 0-100] [--json FILE] [--dist DIR] [--details] [/path/ …]';
  /** A bad argument: its message and the usage line, exit 2, no stack trace. */
  const fail = (message) => {
    console.error(`lighthouse: ${message}\n${USAGE}`);
    process.exit(2);
  };
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        runs: { type: 'string', default: '3' },
        preset: { type: 'string', multiple: true },
        budget: { type: 'string' },
        json: { type: 'string' },
        dist: { type: 'string' },
        details: { type: 'boolean', default: false },
      },
    });
  } catch (e) {
    fail(e instanceof Error ? e.message : String(e));
  }
  const { values, positionals } = parsed;
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) fail(`--runs: a whole number ≥ 1, not ${values.runs}`);
  const presets = values.preset ?? ['mobile', 'desktop'];
  for (const p of presets) if (p !== 'mobile' && p !== 'desktop') fail(`--preset: mobile or desktop, not ${p}`);
  const budget = values.budget === undefined ? undefined : Number(values.budget);
  if (budget !== undefined && !(budget >= 0 && budget <= 100)) fail(`--budget: 0–100, not ${values.budget}`);
  if (values.dist) DIST = `${values.dist.replace(/\/$/, '')}/`;
  const pages = positionals.length > 0 ? positionals : PAGES;
  for (const p of pages) if (!p.startsWith('/')) fail(`page: a path from the site's root, not ${p}`);

  console.log(`Lighthouse ${runs} run(s) per page, medians; load average at start ${loads()}`);
  console.log(HEADER);
  const rows = await runLighthouse({ pages, presets, runs, details: values.details });
  if (values.json) writeFileSync(values.json, `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`load average at end ${loads()}`);
  if (budget !== undefined) {
    const under = rows.filter((r) => r.score < budget);
    for (const r of under) console.log(`below ${budget}: ${r.page} (${r.preset}) scored ${r.score}`);
    if (under.length > 0) process.exit(1);
    console.log(`every page at least ${budget}`);
  }
}
