/**
 * `npm run bench:referee`: replays 10,000 seeded random games (eight-ball, nine-ball, 14.1 in
 * turn) through the referee and prints shot rulings per second and memory. Each run makes the
 * logs in chunks of 500 games (not timed) and referees every log from scratch (timed), so the
 * logs waiting to be refereed do not fill the heap; the median and spread of the runs are
 * reported. Options: --games N (10000), --runs N (5), --steps N (60), --explain (also read every
 * ruling's explanation in both languages, src/i18n/rulings, which is otherwise never rendered).
 */
import { loadavg } from 'node:os';
import { type RefereeDoc, referee } from '../src/core/rules/index.ts';
import { playRandomGame } from '../src/core/rules/random-play.ts';
import type { GameId } from '../src/core/vocabulary/index.ts';
import { explain } from '../src/i18n/rulings/index.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

const GAMES = arg('games', 10_000);
const RUNS = arg('runs', 5);
const STEPS = arg('steps', 60);
const CHUNK = 500;
const EXPLAIN = process.argv.includes('--explain');
const KINDS: GameId[] = ['eight-ball', 'nine-ball', 'straight-pool'];
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const fmt = (n: number) => Math.round(n).toLocaleString('en');

function logs(from: number, to: number): RefereeDoc[] {
  const out: RefereeDoc[] = [];
  for (let seed = from; seed < to; seed += 1)
    out.push(playRandomGame(KINDS[seed % KINDS.length] as GameId, seed, STEPS, false, true).doc);
  return out;
}

console.log(
  `referee bench: ${GAMES} seeded random games (${KINDS.join(', ')}), ${RUNS} runs${EXPLAIN ? ', explanations read' : ''}`,
);
const rates: number[] = [];
let peakHeap = 0;
for (let run = 1; run <= RUNS; run += 1) {
  let ms = 0;
  let rulings = 0;
  let shots = 0;
  let chars = 0;
  for (let from = 0; from < GAMES; from += CHUNK) {
    const docs = logs(from, Math.min(GAMES, from + CHUNK));
    const start = performance.now();
    for (const doc of docs) {
      const out = referee(doc).rulings;
      rulings += out.length;
      if (EXPLAIN) for (const r of out) chars += explain(r, 'en').length + explain(r, 'ru').length;
    }
    ms += performance.now() - start;
    for (const doc of docs) shots += doc.steps.filter((s) => s.kind === 'shot').length;
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }
  const rate = (rulings / ms) * 1000;
  rates.push(rate);
  const words = EXPLAIN ? `; ${(chars / 1e6).toFixed(1)} M characters of explanation` : '';
  console.log(
    `run ${run}: ${rulings} rulings (${shots} shots) in ${(ms / 1000).toFixed(2)} s = ${fmt(rate)} rulings/s${words}`,
  );
}

const sorted = [...rates].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] as number;
const min = sorted[0] as number;
const max = sorted[sorted.length - 1] as number;
console.log(
  `median ${fmt(median)} rulings/s (min ${fmt(min)}, max ${fmt(max)}, spread ${(((max - min) / median) * 100).toFixed(0)}%); target 50,000: ${median >= 50_000 ? 'met' : 'NOT met'}`,
);
console.log(
  `memory: peak heap used ${mb(peakHeap)}, rss ${mb(process.memoryUsage().rss)}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
