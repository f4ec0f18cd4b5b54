#!/usr/bin/env node
/**
 * The main thread's tasks while a built page loads, from a Chromium trace at a 4x CPU slowdown (RATE=…):
 * each task of 30 ms or more, when it started, how long it took and the longest events in it, then the
 * main thread's busy time and the sum of each task's time over 50 ms (what Lighthouse's TBT adds up,
 * before its own simulation). Under load the durations grow too: compare builds in the same period.
 *
 *   python3 -m http.server 4475 -b 127.0.0.1 -d dist &
 *   PORT=4475 READY='[data-testid="trainer"]' node scripts/trace-tasks.mjs /en/trainer/
 *   (READY: a selector to wait for after the load, where the page has one; WAIT: ms after that, 3000)
 */
import { chromium } from '@playwright/test';

const [url] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: 375, height: 740 } });
const c = await p.context().newCDPSession(p);
await c.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
await b.startTracing(p, {
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'],
});
await p.goto(`http://127.0.0.1:${process.env.PORT ?? 4475}${url}`, { waitUntil: 'networkidle' });
if (process.env.READY) await p.waitForSelector(process.env.READY, { timeout: 30000 });
await p.waitForTimeout(Number(process.env.WAIT ?? 3000));
const buf = await b.stopTracing();
const { traceEvents } = JSON.parse(buf.toString());
const main = traceEvents.find(
  (e) =>
    e.name === 'thread_name' &&
    e.args?.name === 'CrRendererMain' &&
    traceEvents.some((x) => x.pid === e.pid && x.name === 'ParseHTML'),
);
const ev = traceEvents
  .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
  .sort((a, b) => a.ts - b.ts);
const tasks = ev.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
const nav = ev.find((e) => e.name === 'ParseHTML')?.ts ?? tasks[0].ts;
let tbt = 0;
let busy = 0;
const short = (u) => (u ?? '').split('/').pop().slice(0, 60);
for (const t of tasks) {
  busy += t.dur / 1000;
  if (t.dur < 30000) continue;
  if (t.dur > 50000) tbt += t.dur / 1000 - 50;
  const inner = ev.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.dur > 3000);
  const what = new Map();
  for (const e of inner) {
    const d = e.args?.data ?? {};
    const label =
      e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule'
        ? `${e.name} ${short(d.url ?? e.args?.fileName)}`
        : e.name === 'FunctionCall'
          ? `call ${d.functionName || ''} ${short(d.url)}`
          : e.name === 'TimerFire' || e.name === 'FireIdleCallback' || e.name === 'EventDispatch'
            ? `${e.name} ${d.type ?? ''}`
            : e.name;
    if (['RunMicrotasks', 'V8.Execute', 'v8.run', 'v8.callFunction', 'ThreadControllerImpl::RunTask'].includes(e.name))
      continue;
    what.set(label, Math.max(what.get(label) ?? 0, e.dur / 1000));
  }
  const top = [...what]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([k, v]) => `${Math.round(v)} ${k}`)
    .join(' | ');
  console.log(`@${Math.round((t.ts - nav) / 1000)} ms ${Math.round(t.dur / 1000)} ms: ${top}`);
}
console.log(
  `main thread busy ${Math.round(busy)} ms; sum of (task - 50 ms) over the tasks above 50 ms: ${Math.round(tbt)} ms`,
);
await b.close();
