/**
 * `npm run bench:referee`: replays 10,000 seeded random games (eight-ball, nine-ball, 14.1 in
 * turn) through the referee and prints shot rulings per second and memory. The logs are made
 * first (not timed); then every log is refereed from scratch, several times, and the median and
 * spread of the runs are reported. Options: --games N (10000), --runs N (5), --steps N (60).
 */
import { loadavg } from 'node:os';
import { playRandomGame } from '../src/core/rules/random-play.ts';
import { referee, type RefereeDoc } from '../src/core/rules/index.ts';
import type { GameId } from '../src/core/vocabulary/index.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

const GAMES = arg('games', 10_000);
const RUNS = arg('runs', 5);
const STEPS = arg('steps', 60);
const KINDS: GameId[] = ['eight-ball', 'nine-ball', 'straight-pool'];
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

const t0 = performance.now();
const docs: RefereeDoc[] = [];
let steps = 0;
let shots = 0;
for (let seed = 0; seed < GAMES; seed += 1) {
  const { doc } = playRandomGame(KINDS[seed % KINDS.length] as GameId, seed, STEPS, false, true);
  docs.push(doc);
  steps += doc.steps.length;
  shots += doc.steps.filter((s) => s.kind === 'shot').length;
}
const genMs = performance.now() - t0;
console.log(`referee bench: ${GAMES} games (${KINDS.join(', ')}), ${steps} steps of which ${shots} shots; logs made in ${(genMs / 1000).toFixed(1)} s`);

const rates: number[] = [];
for (let run = 1; run <= RUNS; run += 1) {
  const start = performance.now();
  let rulings = 0;
  for (const doc of docs) rulings += referee(doc).rulings.length;
  const ms = performance.now() - start;
  const rate = (rulings / ms) * 1000;
  rates.push(rate);
  console.log(`run ${run}: ${rulings} rulings in ${(ms / 1000).toFixed(2)} s = ${Math.round(rate).toLocaleString('en')} rulings/s`);
}

const sorted = [...rates].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] as number;
const min = sorted[0] as number;
const max = sorted[sorted.length - 1] as number;
const mem = process.memoryUsage();
console.log(
  `median ${Math.round(median).toLocaleString('en')} rulings/s (min ${Math.round(min).toLocaleString('en')}, max ${Math.round(max).toLocaleString('en')}, spread ${(((max - min) / median) * 100).toFixed(0)}%); target 50,000: ${median >= 50_000 ? 'met' : 'NOT met'}`,
);
console.log(`memory: heap used ${mb(mem.heapUsed)}, rss ${mb(mem.rss)}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on this machine`);
