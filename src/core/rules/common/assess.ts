/**
 * The general rules of pocket billiards applied to one shot (seed 3.x): what was a foul, which
 * contact was first, whether the rail requirement was met, and where the balls stood. Games
 * decide the penalty; this module only finds the facts the rules name. Each predicate cites its rule.
 */

import type { NonBallFoulFact, ShotFacts } from '../../shot/index.ts';
import type { NonBallFoul, ObjectBall } from '../../vocabulary/index.ts';
import type { GameContext } from './context.ts';
import type { Draft } from './draft.ts';
import { write } from './shot-notes.ts';
import {
  contactAndRail,
  cueBallInHand,
  fellBySelf,
  firstContact,
  interference,
  interferenceRestored,
  nonBallFoul,
  nonShooter,
  nonShooterFoul,
  nonShooterPenalty,
  offTable,
  oneFoul,
  outOfTurn,
  penalty,
  type ShotInput,
  type ShotStep,
  type SoFar,
  type StepResult,
  scratch,
  settledDuringShot,
} from './shot-steps.ts';
import type { Point } from './table.ts';
import type { BallKey, PlayerId, ShotDeclaration } from './types.ts';

export { cueBallPlacement, isKitchenFoul } from './head-string.ts';
export {
  isPlacedAgainstBall,
  meetsRailRequirement,
  resolveSplitHit,
} from './shot-steps.ts';

export interface ShotRules {
  isBreak: boolean;
  /** the balls the cue ball may legally contact first */
  isLegalTarget: (ball: ObjectBall) => boolean;
  /** 5.6: a push out need not contact a ball or a cushion */
  exemptContactAndRail?: boolean;
  /** 5.10 (seed): the cue ball in hand may not be placed against an object ball */
  inHandNotTouching?: boolean;
  /** the game's rule ids for a standard foul, cited with every foul */
  penaltyRules: readonly string[];
  /**
   * The game's own paragraph that a ball foul breaks (nine-ball 5.8 for a wrong ball first, 5.9 for
   * no rail): it leads the ruling's rules, before the general ones (3.18, 3.19, 3.20, 3.17).
   */
  foulRules?: Partial<Record<BallFoul, string>>;
  /** the game's own paragraphs for a non-ball foul, cited instead of the general one (14.1: 2.9, 2.22) */
  nonBallRules?: Partial<Record<NonBallFoul, readonly string[]>>;
}

/** The penalties for unsportsmanlike conduct a ruling applies beyond a standard foul, lightest first. */
export type ConductPenalty = 'serious' | 'loss-of-game' | 'loss-of-match';

export type BallFoul =
  | 'wrong-ball-first'
  | 'no-contact'
  | 'no-rail'
  | 'scratch'
  | 'cue-ball-off-table'
  | 'object-ball-off-table';

/**
 * A game's own paragraphs for the ball fouls: `shot` names the legal-shot paragraph (the ball to hit
 * first and the cushion after it), `cueBall` the paragraph on a scratched or jumped cue ball. Either
 * may be null (the general rule is the game's rule). On a break the legal-shot paragraph is left out:
 * the break has its own.
 */
export function ownFoulRules(
  shot: string | null,
  cueBall: string | null,
  isBreak = false,
  jumped: string | null = null,
): Partial<Record<BallFoul, string>> {
  const out: Partial<Record<BallFoul, string>> = {};
  if (shot && !isBreak) out['wrong-ball-first'] = out['no-contact'] = out['no-rail'] = shot;
  if (cueBall) out.scratch = out['cue-ball-off-table'] = cueBall;
  if (jumped) out['object-ball-off-table'] = jumped;
  return out;
}

export interface Assessment {
  shooter: PlayerId;
  /** the player whose turn it was */
  due: PlayerId;
  outOfTurn: boolean;
  first: ObjectBall | null;
  /** the cue ball was pocketed (3.20) or touched a pocketed ball */
  scratch: boolean;
  cueOffTable: boolean;
  objectOffTable: readonly ObjectBall[];
  /** the standard rail requirement (3.19 b, 3.38) was met */
  railOk: boolean;
  /** fouls that lose the game (2.9, 2.22, 1.10) */
  serious: NonBallFoulFact[];
  /**
   * 2.28: unsportsmanlike conduct penalised by loss of the game or of the match; `serious`: conduct the log
   * gives no penalty for, under an edition whose default is the penalty of a serious foul (wpa-current 6.17)
   */
  conduct: ConductPenalty | null;
  /** 3.29 */
  intentionalCueTouch: boolean;
  /** 3.9 */
  deflectedBreak: boolean;
  /** 6.7.5 */
  deliberate: boolean;
  /** 3.31, 3.35: the shot is replayed (or no stroke was played): nothing else applies */
  replay: boolean;
  /** positions at the start of the shot */
  start: Partial<Record<BallKey, Point>>;
}

export function startPositions(ctx: GameContext, shot: ShotDeclaration): Partial<Record<BallKey, Point>> {
  if (!shot.cueBallAt) return ctx.positions;
  return { ...ctx.positions, cue: shot.cueBallAt };
}

/** The assessment of `shot` before any step has judged it: nothing found yet. */
export function freshAssessment(ctx: GameContext, shot: ShotDeclaration): Assessment {
  return {
    shooter: shot.by,
    due: ctx.turn,
    outOfTurn: shot.by !== ctx.turn,
    first: null,
    scratch: false,
    cueOffTable: false,
    objectOffTable: [],
    railOk: true,
    serious: [],
    conduct: null,
    intentionalCueTouch: false,
    deflectedBreak: false,
    deliberate: false,
    replay: false,
    start: startPositions(ctx, shot),
  };
}

/** What is settled before the shot is judged as played: a replay (3.31, 3.35), balls put back (2.18). */
const BEFORE_THE_SHOT: readonly ShotStep[] = [interference, settledDuringShot, fellBySelf, interferenceRestored];
/** The shooter's shot, judged by the general rules (3.x) in the order its ruling cites and says them. */
const THE_SHOT: readonly ShotStep[] = [outOfTurn, firstContact, contactAndRail, scratch, offTable, cueBallInHand];
/** After the shot's fouls: several are one (3.30), and the penalty paragraphs (3.17). */
const AFTER_THE_SHOT: readonly ShotStep[] = [oneFoul, penalty];

/** Writes a step's notes and adds what it found to the assessment `a` (the pipeline's own, built here). */
function apply(d: Draft, a: Assessment, r: StepResult): void {
  write(d, r.notes);
  if (r.set) Object.assign(a, r.set);
}

const soFar = (d: Draft) => ({ fouls: d.fouls.length, restore: d.restore });

/** Runs `steps` in order on `a` until one ends the assessment; true when one did. */
function run(steps: readonly ShotStep[], s: ShotInput, a: Assessment, d: Draft): boolean {
  for (const step of steps) {
    const r = step(s, a, soFar(d));
    apply(d, a, r);
    if (r.end) return true;
  }
  return false;
}

/** Each non-ball foul of the log in turn (what one finds, e.g. balls put back, the next one reads). */
function eachNonBallFoul(
  s: ShotInput,
  a: Assessment,
  d: Draft,
  judge: (s: ShotInput, a: Assessment, soFar: SoFar, nb: NonBallFoulFact) => StepResult,
): void {
  for (const nb of s.facts.nonBallFouls) apply(d, a, judge(s, a, soFar(d), nb));
}

/**
 * The general rules of pocket billiards applied to one shot: the steps of shot-steps.ts in order,
 * each deciding one thing, under the game's edition policy (`ctx.policy`). Before the shot: a replay
 * ends it (3.35, 3.31). A non-shooter's foul during the stroke (3.41) is judged alone. Else: out of turn,
 * the first contact and the cushion, the scratch, balls off the table, the cue ball in hand, each
 * non-ball foul, then 3.30 and the penalty paragraphs.
 */
export function assessShot(
  ctx: GameContext,
  shot: ShotDeclaration,
  facts: ShotFacts,
  rules: ShotRules,
  d: Draft,
): Assessment {
  const start = startPositions(ctx, shot);
  const s: ShotInput = { ctx, policy: ctx.policy, shot, facts, rules, start };
  const a = freshAssessment(ctx, shot);
  if (run(BEFORE_THE_SHOT, s, a, d)) return a;
  if (shot.strokeBy !== undefined) {
    run([nonShooter], s, a, d);
    eachNonBallFoul(s, a, d, (s, a, _soFar, nb) => nonShooterFoul(s, a, nb));
    run([nonShooterPenalty], s, a, d);
    return a;
  }
  run(THE_SHOT, s, a, d);
  eachNonBallFoul(s, a, d, nonBallFoul);
  run(AFTER_THE_SHOT, s, a, d);
  return a;
}

/** Known positions after the shot: the shot's own `positions`, else positions of balls that did not move. */
export function positionsAfter(
  ctx: GameContext,
  shot: ShotDeclaration,
  facts: ShotFacts,
): Partial<Record<BallKey, Point>> {
  const start = startPositions(ctx, shot);
  if (shot.positions === undefined) {
    let empty = true;
    for (const _k in start) {
      empty = false;
      break;
    }
    if (empty) return start;
  }
  const out: Partial<Record<BallKey, Point>> = {};
  for (const [k, p] of Object.entries(start) as Array<[BallKey, Point]>) {
    const ball = k === 'cue' ? 'cue' : (Number(k) as ObjectBall);
    if (k === 'cue' ? shot.events.length === 0 : !facts.involved.has(ball)) out[k] = p;
  }
  if (shot.positions) Object.assign(out, shot.positions);
  for (const b of facts.pocketed) delete out[String(b) as BallKey];
  for (const b of facts.offTable) delete out[String(b) as BallKey];
  if (facts.cuePocketed || facts.cueOffTable) delete out.cue;
  return out;
}

/**
 * 3.31, a step with no stroke: balls that moved by themselves and stayed on the table are where they
 * came to rest (the step's `positions`, else unknown); balls that dropped by themselves are put back.
 */
export function positionsAfterSettling(ctx: GameContext, shot: ShotDeclaration): Partial<Record<BallKey, Point>> {
  const out = { ...ctx.positions };
  for (const e of shot.events) if (e.type === 'settle' && e.pocket === undefined) delete out[String(e.ball) as BallKey];
  if (shot.positions) Object.assign(out, shot.positions);
  return out;
}

/**
 * Any ball is a legal first contact; `shot` is the game's paragraph for a legal shot (left out on a
 * break, which has its own), `cueBall` its paragraph on a scratched or jumped cue ball, and
 * `penaltyRules` the paragraphs of its penalty.
 */
export const anyBallFirst =
  (shot: string, cueBall: string, penaltyRules: readonly string[], jumped: string | null = null) =>
  (_ctx: unknown, isBreak: boolean): Omit<ShotRules, 'isBreak'> => ({
    isLegalTarget: () => true,
    penaltyRules,
    foulRules: ownFoulRules(shot, cueBall, isBreak, jumped),
  });
