#!/usr/bin/env node
/**
 * `npm test`: every check — the type checks beside lint, unused code (knip) and the unit tests, then the build, checks
 * of the built site, page weight, end-to-end journeys, Lighthouse budgets.
 * Runs them all (the ones that need the build only if it succeeded), prints a table of steps with
 * their times and one closing line `tests: N passed, N failed`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const reports = {
  unit: 'reports/vitest.json',
  site: 'reports/vitest-site.json',
  e2e: 'reports/playwright.json',
};

/** Runs `command` with its output on the terminal as it comes. */
function run(name, command) {
  console.log(`\n── ${name}: ${command}`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { stdio: 'inherit', shell: true, env: { ...process.env, FORCE_COLOR: '1' } });
    child.on('close', (status) => resolve({ name, ok: status === 0, seconds: (performance.now() - started) / 1000 }));
  });
}

/**
 * Runs `command` while other steps run: its output is kept and printed whole when it ends, so that
 * two steps' lines never interleave.
 */
function runBeside(name, command) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: { ...process.env, FORCE_COLOR: '1' } });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (status) => {
      const seconds = (performance.now() - started) / 1000;
      console.log(`\n── ${name}: ${command} (beside lint and the unit tests)`);
      process.stdout.write(Buffer.concat(out));
      resolve({ name, ok: status === 0, seconds });
    });
  });
}

function vitestCounts(file) {
  if (!existsSync(file)) return undefined;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return undefined;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 };
}

/** Debian's Chromium, or Playwright's own browser; fetch the latter only when neither is there. */
async function ensureBrowser() {
  if (process.env.CHROMIUM_PATH || existsSync('/usr/bin/chromium') || existsSync('/usr/bin/chromium-browser')) return;
  const { chromium } = await import('@playwright/test');
  if (!existsSync(chromium.executablePath())) await run('browser', 'npx playwright install chromium');
}

const began = performance.now();
for (const f of Object.values(reports)) rmSync(f, { force: true });
const steps = [];
// the type checks (one core, mostly) beside lint and the unit tests; not beside the build, which
// rewrites the generated types in .astro/ that the check reads
const types = runBeside('types', 'astro check && tsc -p src/core/tsconfig.json');
const lint = await run('lint', 'biome check .');
// no unused file, export, type or dependency (knip.json names the entry points)
const unused = await run('knip', 'knip');
const unit = { ...(await run('unit', 'vitest run')), counts: vitestCounts(reports.unit) };
steps.push(await types, lint, unused, unit);
const build = await run('build', 'astro build');
steps.push(build);
if (build.ok) {
  steps.push({
    ...(await run('site', 'vitest run --config vitest.site.config.ts')),
    counts: vitestCounts(reports.site),
  });
  steps.push(await run('size', 'node scripts/page-weight.mjs'));
  await ensureBrowser();
  steps.push({ ...(await run('e2e', 'playwright test')), counts: playwrightCounts(reports.e2e) });
  // last, on a quiet machine: Lighthouse's scores fall when other work shares the CPU
  steps.push(await run('speed', 'node scripts/lighthouse-budget.mjs'));
}

let passed = 0;
let failed = 0;
console.log('\n── summary');
for (const s of steps) {
  const c = s.counts ?? { passed: s.ok ? 1 : 0, failed: s.ok ? 0 : 1 };
  // A runner that failed without reporting a failed test (crash, config error) still fails.
  const stepFailed = c.failed + (!s.ok && c.failed === 0 ? 1 : 0);
  passed += c.passed;
  failed += stepFailed;
  console.log(
    `${s.ok ? 'ok  ' : 'FAIL'} ${s.name.padEnd(6)} ${String(c.passed).padStart(5)} passed ${String(stepFailed).padStart(4)} failed  ${s.seconds.toFixed(1)} s`,
  );
}
if (!build.ok) {
  console.log('FAIL site, size, e2e, speed: not run (the build failed)');
  failed += 4;
}
console.log(`all steps: ${((performance.now() - began) / 1000).toFixed(0)} s (types ran beside lint and unit)`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
