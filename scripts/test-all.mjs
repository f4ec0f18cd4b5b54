#!/usr/bin/env node
/**
 * `npm test`: every check, in order — types, lint, unit tests, build, checks of the built
 * site, page weight, end-to-end journeys, Lighthouse budgets. Runs them all (the ones that need the build only if
 * it succeeded), prints a table of steps and one closing line `tests: N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const reports = {
  unit: 'reports/vitest.json',
  site: 'reports/vitest-site.json',
  e2e: 'reports/playwright.json',
};

function run(name, command) {
  console.log(`\n── ${name}: ${command}`);
  const started = performance.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true, env: { ...process.env, FORCE_COLOR: '1' } });
  const seconds = (performance.now() - started) / 1000;
  return { name, ok: status === 0, seconds };
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
  if (!existsSync(chromium.executablePath())) run('browser', 'npx playwright install chromium');
}

for (const f of Object.values(reports)) rmSync(f, { force: true });
const steps = [];
steps.push(run('types', 'astro check && tsc -p src/core/tsconfig.json'));
steps.push(run('lint', 'biome check .'));
steps.push({ ...run('unit', 'vitest run'), counts: vitestCounts(reports.unit) });
const build = run('build', 'astro build');
steps.push(build);
if (build.ok) {
  steps.push({ ...run('site', 'vitest run --config vitest.site.config.ts'), counts: vitestCounts(reports.site) });
  steps.push(run('size', 'node scripts/page-weight.mjs'));
  await ensureBrowser();
  steps.push({ ...run('e2e', 'playwright test'), counts: playwrightCounts(reports.e2e) });
  // last, on a quiet machine: Lighthouse's scores fall when other work shares the CPU
  steps.push(run('speed', 'node scripts/lighthouse-budget.mjs'));
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
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
