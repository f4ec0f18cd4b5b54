/**
 * `npm run fuzz`: the fuzz test's generators (tests/fuzz/bad-input.ts) over many more inputs.
 * Each command gets --inputs N bad inputs (100,000 by default), checked in this process with
 * the functions the command uses; prints inputs, errors by kind, crashes and time, and exits 1
 * if any input crashed, was accepted, or gave a message that is not one short line naming a field.
 * Options: --inputs N, --seed N, --command referee|simulate (both by default).
 */
import fc from 'fast-check';
import {
  type BadInput,
  badRefereeInput,
  badSimulateInput,
  type Outcome,
  problemWith,
  refereeOutcome,
  simulateOutcome,
} from '../tests/fuzz/bad-input.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}
const INPUTS = arg('inputs', 100_000);
const SEED = arg('seed', 2026);
const only = process.argv.includes('--command') ? process.argv[process.argv.indexOf('--command') + 1] : undefined;
const CHUNK = 2000;
const fmt = (n: number) => n.toLocaleString('en');

const COMMANDS: Array<[string, fc.Arbitrary<BadInput>, (text: string) => Outcome]> = [
  ['referee', badRefereeInput, refereeOutcome],
  ['simulate', badSimulateInput, simulateOutcome],
];

let failed = false;
for (const [name, input, run] of COMMANDS) {
  if (only && only !== name) continue;
  const byMutation = new Map<string, number>();
  const byError = new Map<string, number>();
  const problems = new Map<string, { count: number; example: string }>();
  let crashes = 0;
  let longest = 0;
  const start = performance.now();
  for (let done = 0; done < INPUTS; done += CHUNK) {
    const batch = fc.sample(input, { numRuns: Math.min(CHUNK, INPUTS - done), seed: SEED + done });
    for (const bad of batch) {
      const o = run(bad.text);
      byMutation.set(bad.kind, (byMutation.get(bad.kind) ?? 0) + 1);
      byError.set(o.kind, (byError.get(o.kind) ?? 0) + 1);
      if (o.status === 1) crashes += 1;
      longest = Math.max(longest, o.message.length);
      const problem = problemWith(o);
      if (problem) {
        const p = problems.get(problem) ?? {
          count: 0,
          example: `${o.message.slice(0, 160)} <- ${bad.text.slice(0, 160)}`,
        };
        p.count += 1;
        problems.set(problem, p);
      }
    }
  }
  const seconds = (performance.now() - start) / 1000;
  const list = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${fmt(n)}`)
      .join(', ');
  console.log(`${name}: ${fmt(INPUTS)} bad inputs in ${seconds.toFixed(1)} s (${fmt(Math.round(INPUTS / seconds))}/s)`);
  console.log(`  mutations: ${list(byMutation)}`);
  console.log(`  errors by kind: ${list(byError)}`);
  console.log(
    `  crashes=${crashes}; longest message ${longest} characters; problems: ${problems.size === 0 ? 'none' : ''}`,
  );
  for (const [p, { count, example }] of problems) console.log(`    ${p}: ${count} (e.g. ${example})`);
  if (problems.size > 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
