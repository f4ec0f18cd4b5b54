/**
 * The generator: runs every recipe for a bank with its own seeded generator, simulates and rules
 * each candidate, keeps what the recipe classifies into a topic whose quota is not yet met, and
 * drops near-duplicates by the layout distance. Pure and deterministic: same seed, same output.
 */
import { seededRandom } from '../geometry/index.ts';
import { checkShot } from '../physics/index.ts';
import type { QuizBank } from '../quiz/types.ts';
import { hashText } from '../quiz/variants.ts';
import { type Derived, derive, shotInput } from './build.ts';
import { CHANGE_RECIPES } from './changes.ts';
import type { ScenarioKind, ScenarioTopic, StoredScenario } from './model.ts';
import { type Candidate, RECIPES, type Recipe, type Template } from './recipes.ts';

const SEED = 15;

/**
 * Layout distance between two scenarios: the balls must be the same set (else they are far
 * apart); then the sum of each ball's displacement (m), plus the stroke's differences weighed
 * into metres: 1 degree of heading = 5 mm, 1 m/s of speed = 20 mm, a whole tip radius = 50 mm.
 */
export function layoutDistance(a: Pick<StoredScenario, 'balls' | 'shot'>, b: Pick<StoredScenario, 'balls' | 'shot'>) {
  const ka = Object.keys(a.balls);
  if (ka.length !== Object.keys(b.balls).length) return Number.POSITIVE_INFINITY;
  let d = 0;
  for (const k of ka) {
    const p = a.balls[k];
    const q = b.balls[k];
    if (!p || !q) return Number.POSITIVE_INFINITY;
    d += Math.hypot(p[0] - q[0], p[1] - q[1]);
  }
  let dh = Math.abs(a.shot[1] - b.shot[1]) % 360;
  if (dh > 180) dh = 360 - dh;
  return (
    d +
    0.005 * dh +
    0.02 * Math.abs(a.shot[0] - b.shot[0]) +
    0.05 * (Math.abs(a.shot[2] - b.shot[2]) + Math.abs(a.shot[3] - b.shot[3]))
  );
}

/** Two scenarios of one topic closer than this are near-duplicates: the later one is dropped. */
export const NEAR_DUPLICATE = 0.05;

/** The ball a placement question asks about: the first spotted ball, else the 14.1 re-rack's 15th ball (which may stay). */
export function placementBall(d: Derived, c: Pick<Candidate, 'balls'>): string | null {
  const r = d.ruling;
  if (r.spotted.length > 0) return String(r.spotted[0]);
  if (!r.rerack) return null;
  // the 15th ball: it stays, or goes to a spot by the re-rack table (6.7.6)
  for (const k of Object.keys(c.balls)) if (k !== 'cue' && Array.isArray(d.final[k])) return k;
  return r.placed?.cue !== undefined ? 'cue' : null;
}

function canAsk(kind: ScenarioKind, d: Derived, c: Candidate): boolean {
  switch (kind) {
    case 'ruling':
      return true;
    case 'next':
      return d.ruling.next !== null;
    case 'options':
      return d.ruling.options.length > 1;
    case 'placement':
      return placementBall(d, c) !== null;
    case 'contact':
      return d.contact !== null;
  }
}

interface RecipeRun {
  bank: QuizBank;
  recipe: string;
  tried: number;
  kept: Partial<Record<ScenarioTopic, number>>;
  quota: Partial<Record<ScenarioTopic, number>>;
  /** candidates dropped: no layout, rejected by the referee, not instructive (or quota met), near-duplicate */
  dropped: { layout: number; referee: number; unkept: number; duplicate: number };
  /** the first referee error, to help fix a recipe */
  firstError?: string;
  ms: number;
}

export interface BankResult {
  bank: QuizBank;
  scenarios: StoredScenario[];
  runs: RecipeRun[];
}

/** Runs one recipe for one bank. `scale` multiplies the quotas and attempts (tests use a small one). */
function runRecipe(
  recipe: Recipe,
  bank: QuizBank,
  templates: readonly Template[],
  kept: StoredScenario[],
  opts: { seed?: number; scale?: number; clock?: () => number } = {},
): RecipeRun {
  const scale = opts.scale ?? 1;
  const clock = opts.clock ?? (() => 0);
  const start = clock();
  const rng = seededRandom(hashText(`${opts.seed ?? SEED}/${bank}/${recipe.name}`));
  const quota: Partial<Record<ScenarioTopic, number>> = {};
  for (const [t, n] of Object.entries(recipe.quota))
    quota[t as ScenarioTopic] = Math.max(1, Math.round((n as number) * scale));
  const run: RecipeRun = {
    bank,
    recipe: recipe.name,
    tried: 0,
    kept: {},
    quota,
    dropped: { layout: 0, referee: 0, unkept: 0, duplicate: 0 },
    ms: 0,
  };
  const full = () => Object.entries(quota).every(([t, n]) => (run.kept[t as ScenarioTopic] ?? 0) >= (n as number));
  const attempts = Math.max(1, Math.round(recipe.attempts * scale));
  for (let i = 0; i < attempts && !full(); i++) {
    run.tried++;
    const c = recipe.sample(rng, bank, templates);
    if (!c || checkShot(shotInput(c)) !== null) {
      run.dropped.layout++;
      continue;
    }
    let d: Derived;
    try {
      d = derive(c);
    } catch (e) {
      run.dropped.referee++;
      run.firstError ??= (e as Error).message;
      continue;
    }
    const topic = d.truncated ? null : recipe.classify(d, c);
    const n = topic ? (run.kept[topic] ?? 0) : 0;
    if (!topic || n >= (quota[topic] ?? 0)) {
      run.dropped.unkept++;
      continue;
    }
    const mine = kept.filter((s) => s.topic === topic && s.log.game === c.log.game);
    if (mine.some((s) => layoutDistance(s, c) < NEAR_DUPLICATE)) {
      run.dropped.duplicate++;
      continue;
    }
    const kinds = recipe.kinds;
    let kind: ScenarioKind | null = recipe.prefer && canAsk(recipe.prefer, d, c) ? recipe.prefer : null;
    for (let j = 0; j < kinds.length && !kind; j++) {
      const k = kinds[(n + j) % kinds.length] as ScenarioKind;
      if (canAsk(k, d, c)) kind = k;
    }
    if (!kind) {
      run.dropped.unkept++;
      continue;
    }
    const ball = kind === 'placement' ? placementBall(d, c) : null;
    kept.push({
      id: `s-${bank}-${topic}-${String(kept.filter((s) => s.topic === topic).length + 1).padStart(3, '0')}`,
      topic,
      kind,
      balls: c.balls,
      shot: c.shot,
      log: c.log,
      ...(ball ? { ball } : {}),
      ...(kind === 'contact' && d.contact !== null ? { contact: d.contact } : {}),
      digest: d.digest,
    });
    run.kept[topic] = n + 1;
  }
  run.ms = clock() - start;
  return run;
}

/** The generator's recipes in order: the topics', then the "what changed" ones (changes.ts), which only add. */
const ALL_RECIPES: readonly Recipe[] = [...RECIPES, ...CHANGE_RECIPES];

/** Every recipe that serves `bank`, in order. */
export function generateBank(
  bank: QuizBank,
  templates: readonly Template[],
  opts: { seed?: number; scale?: number; clock?: () => number } = {},
): BankResult {
  const scenarios: StoredScenario[] = [];
  const runs = ALL_RECIPES.filter((r) => r.banks.includes(bank)).map((r) =>
    runRecipe(r, bank, templates, scenarios, opts),
  );
  return { bank, scenarios, runs };
}
