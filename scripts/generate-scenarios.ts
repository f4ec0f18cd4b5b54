/**
 * `npm run generate:scenarios`: writes content/scenarios/<bank>.json from the recipes
 * (src/core/scenarios/recipes.ts), seeded, and prints the report: kept per topic and bank,
 * acceptance, time. `-- --bank eight-ball` regenerates one bank; `-- --check` writes nothing and
 * fails when a file differs from what the generator makes now.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { QUIZ_BANKS, type QuizBank } from '../src/core/quiz/index.ts';
import {
  type BankResult,
  generateBank,
  MIN_PER_RECREATIONAL_BANK,
  MIN_PER_WPA_BANK,
  MIN_TOTAL,
  RECREATIONAL_BANKS,
  type Template,
} from '../src/core/scenarios/index.ts';
import { parseScenarioFile, scenarioFileText } from '../src/quiz/scenario-schema.ts';
import { issueText, ScenarioSchema } from '../src/quiz/schema.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const only = args.includes('--bank') ? (args[args.indexOf('--bank') + 1] as QuizBank) : null;
if (only && !QUIZ_BANKS.includes(only)) {
  console.error(`--bank: unknown bank "${only}" (one of ${QUIZ_BANKS.join(', ')})`);
  process.exit(2);
}

function templates(bank: QuizBank): Template[] {
  const file = `content/quizzes/${bank}.json`;
  const raw = JSON.parse(readFileSync(resolve(ROOT, file), 'utf8')) as Array<{ id: string; scenario: unknown }>;
  return raw.map((q, i) => {
    const r = ScenarioSchema.safeParse(q.scenario);
    if (!r.success) throw new Error(issueText(`${file}: [${i}].scenario`, r.error));
    return { id: q.id, ...(r.data as Omit<Template, 'id'>) };
  });
}

const t0 = performance.now();
const results: BankResult[] = [];
for (const bank of only ? [only] : QUIZ_BANKS) {
  const b0 = performance.now();
  results.push(generateBank(bank, templates(bank), { clock: () => performance.now() }));
  process.stderr.write(`${bank}: ${((performance.now() - b0) / 1000).toFixed(1)} s\n`);
}
const seconds = (performance.now() - t0) / 1000;

// ---------------------------------------------------------------- the report
const pad = (s: string | number, n: number) => String(s).padEnd(n);
const lines: string[] = [];
let total = 0;
let tried = 0;
let failed = false;
lines.push(`${pad('bank', 16)}${pad('recipe', 58)}${pad('topic', 26)}${pad('kept/quota', 12)}tried  accept  s`);
for (const r of results) {
  for (const run of r.runs) {
    const topics = Object.keys(run.quota);
    topics.forEach((t, i) => {
      const k = run.kept[t as keyof typeof run.kept] ?? 0;
      const q = run.quota[t as keyof typeof run.quota] ?? 0;
      const head = i === 0;
      lines.push(
        `${pad(head ? r.bank : '', 16)}${pad(head ? run.recipe : '', 58)}${pad(t, 26)}${pad(`${k}/${q}`, 12)}` +
          (head
            ? `${pad(run.tried, 7)}${pad(`${Math.round((100 * Object.values(run.kept).reduce((a, b) => a + (b ?? 0), 0)) / Math.max(1, run.tried))}%`, 8)}${(run.ms / 1000).toFixed(1)}`
            : ''),
      );
    });
    const d = run.dropped;
    lines.push(
      `${pad('', 74)}dropped: layout ${d.layout}, referee ${d.referee}, not kept ${d.unkept}, near-duplicate ${d.duplicate}` +
        (run.firstError ? ` (first referee error: ${run.firstError})` : ''),
    );
    tried += run.tried;
  }
  const n = r.scenarios.length;
  total += n;
  const min = RECREATIONAL_BANKS.includes(r.bank) ? MIN_PER_RECREATIONAL_BANK : MIN_PER_WPA_BANK;
  if (n < min) failed = true;
  lines.push(`${pad(r.bank, 16)}total ${n} (minimum ${min})${n < min ? '  BELOW THE MINIMUM' : ''}`);
}

// per topic across banks
const byTopic = new Map<string, number>();
for (const r of results) for (const s of r.scenarios) byTopic.set(s.topic, (byTopic.get(s.topic) ?? 0) + 1);
const byKind = new Map<string, number>();
for (const r of results) for (const s of r.scenarios) byKind.set(s.kind, (byKind.get(s.kind) ?? 0) + 1);
lines.push('');
lines.push(`per topic: ${[...byTopic].map(([t, n]) => `${t} ${n}`).join(', ')}`);
lines.push(`per kind: ${[...byKind].map(([t, n]) => `${t} ${n}`).join(', ')}`);
lines.push(
  `${total} scenarios from ${tried} candidates (acceptance ${((100 * total) / Math.max(1, tried)).toFixed(1)}%) in ${seconds.toFixed(1)} s`,
);
if (!only && total < MIN_TOTAL) {
  failed = true;
  lines.push(`BELOW THE MINIMUM of ${MIN_TOTAL} in all`);
}

// ---------------------------------------------------------------- the files
let bytes = 0;
let gz = 0;
const stale: string[] = [];
for (const r of results) {
  const path = resolve(ROOT, `content/scenarios/${r.bank}.json`);
  const text = scenarioFileText(r.bank, r.scenarios);
  parseScenarioFile(r.bank, JSON.parse(text));
  bytes += Buffer.byteLength(text);
  gz += gzipSync(text).length;
  if (check) {
    let old = '';
    try {
      old = readFileSync(path, 'utf8');
    } catch {}
    if (old !== text) stale.push(`content/scenarios/${r.bank}.json`);
  } else writeFileSync(path, text);
}
lines.push(
  `data: ${(bytes / 1024).toFixed(0)} KB in ${results.length} files (${(gz / 1024).toFixed(0)} KB gzipped)${check ? '' : ', written'}`,
);
if (!check) for (const r of results) statSync(resolve(ROOT, `content/scenarios/${r.bank}.json`));
console.log(lines.join('\n'));
if (stale.length > 0) {
  console.error(`out of date (run npm run generate:scenarios): ${stale.join(', ')}`);
  process.exit(1);
}
if (failed) process.exit(1);
