/**
 * Seeded random games: plausible shots generated from the state of the game, for property tests
 * and the benchmark. Deterministic for a seed (no global randomness in core).
 */
import type { GameId, NonBallFoul, ObjectBall, PocketId, ShotEvent } from '../vocabulary/index.ts';
import { POCKET_IDS, RAIL_IDS } from '../vocabulary/index.ts';
import { lowest, toList } from './common/balls.ts';
import type { GameContext } from './common/context.ts';
import type { Call, RefereeDoc, Ruling, Step } from './common/types.ts';
import { Referee } from './referee.ts';

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RARE_FOULS: readonly NonBallFoul[] = [
  'double-hit',
  'push-shot',
  'touched-ball',
  'shot-while-moving',
  'no-foot-on-floor',
];

function pick<T>(rng: () => number, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)] as T;
}

/** A shot or a choice the player who acts could plausibly make now. */
export function randomStep(ctx: GameContext, rng: () => number): Step {
  const p = ctx.pending;
  if (p && rng() < 0.7) {
    const option = pick(rng, p.options);
    return { kind: 'choose', by: p.chooser, option, ...(p.candidates ? { ball: pick(rng, p.candidates) } : {}) };
  }
  const shooter = rng() < 0.02 ? pick(rng, ctx.players) : ctx.turn;
  const balls = toList(ctx.onTable);
  const events: ShotEvent[] = [];
  const isBreak = ctx.phase === 'break';
  let first: ObjectBall | null = null;
  if (balls.length > 0 && rng() > 0.04) {
    const low = lowest(ctx.onTable) as ObjectBall;
    first = ctx.game === 'nine-ball' && rng() < 0.85 ? low : pick(rng, balls);
    events.push({ type: 'hit', ball: 'cue', target: first });
  }
  const pocketChance = isBreak ? 0.12 : 0.1;
  const pocketed: ObjectBall[] = [];
  for (const b of balls) {
    if (rng() < (b === first ? 0.4 : pocketChance / 2)) pocketed.push(b);
  }
  const railCount = Math.floor(rng() * (isBreak ? 7 : 3));
  for (let i = 0; i < railCount && balls.length > 0; i += 1) {
    const b = pick(rng, balls);
    if (!pocketed.includes(b)) events.push({ type: 'rail', ball: b, rail: pick(rng, RAIL_IDS) });
  }
  if (rng() < 0.5) events.push({ type: 'rail', ball: 'cue', rail: pick(rng, RAIL_IDS) });
  for (const b of pocketed) events.push({ type: 'pocket', ball: b, pocket: pick(rng, POCKET_IDS) as PocketId });
  const loose = balls.filter((b) => !pocketed.includes(b));
  if (loose.length > 0 && rng() < 0.015) events.push({ type: 'off-table', ball: pick(rng, loose) });
  const r = rng();
  if (r < 0.06) events.push({ type: 'pocket', ball: 'cue', pocket: pick(rng, POCKET_IDS) });
  else if (r < 0.07) events.push({ type: 'off-table', ball: 'cue' });
  if (rng() < 0.02) events.push({ type: 'foul', kind: pick(rng, RARE_FOULS) });
  let call: Call | undefined;
  const target = pocketed[0] ?? first;
  if ((ctx.game === 'straight-pool' || ctx.game === 'eight-ball') && target !== null && !isBreak) {
    const pocketEvent = events.find((e) => e.type === 'pocket' && e.ball === target) as
      | { pocket?: PocketId }
      | undefined;
    call =
      rng() < 0.1
        ? { kind: 'safety' }
        : { kind: 'ball', ball: target, ...(pocketEvent?.pocket ? { pocket: pocketEvent.pocket } : {}) };
  }
  const pushOut = ctx.game === 'nine-ball' && rng() < 0.3 ? true : undefined;
  return { kind: 'shot', shot: { by: shooter, events, ...(call ? { call } : {}), ...(pushOut ? { pushOut } : {}) } };
}

export interface PlayedGame {
  doc: RefereeDoc;
  rulings: Ruling[];
  contexts: GameContext[];
}

/**
 * Plays one random game (steps chosen from the state as it goes) and returns its log and rulings.
 * With `oneRack`, the log ends when the game does; otherwise a new rack follows a finished game.
 */
export function playRandomGame(
  game: GameId,
  seed: number,
  maxSteps = 80,
  keepContexts = false,
  oneRack = false,
): PlayedGame {
  const rng = seededRandom(seed);
  const doc: RefereeDoc = { game, players: ['A', 'B'], teams: null, options: { target: 25 }, setup: null, steps: [] };
  const ref = new Referee(doc);
  const rulings: Ruling[] = [];
  const contexts: GameContext[] = [];
  for (let i = 0; i < maxSteps; i += 1) {
    const ctx = ref.context;
    if (oneRack && ctx.phase === 'over') break;
    const step: Step = ctx.phase === 'over' ? { kind: 'newRack' } : randomStep(ctx, rng);
    doc.steps.push(step);
    rulings.push(ref.step(step, i));
    if (keepContexts) contexts.push(ref.context);
  }
  ref.stop();
  return { doc, rulings, contexts };
}
