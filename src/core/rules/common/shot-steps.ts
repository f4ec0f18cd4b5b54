/**
 * The steps of a shot's assessment (assess.ts `assessShot` runs them in order), each deciding one
 * thing of the general rules in one place and citing its paragraph. A step is a pure function of
 * the shot and what the steps before it found: it returns the notes it records (shot-notes.ts),
 * what it adds to the assessment, and whether nothing after it applies (a replay). What an edition
 * changes, a step reads from the game's edition policy (policy.ts), never from the edition's name.
 */
import type { NonBallFoulFact, ShotFacts } from '../../shot/index.ts';
import type { NonBallFoul, ObjectBall, RailId } from '../../vocabulary/index.ts';
import type { Assessment, BallFoul, ConductPenalty, ShotRules } from './assess.ts';
import type { GameContext } from './context.ts';
import { cueBallPlacement, isInHandKitchen, isKitchenFoul, kitchenPlacementNotes } from './head-string.ts';
import {
  isExcusedWithoutReferee,
  isIntentionalCueBallTouch,
  movesObjectBall,
  NON_BALL_FOUL_RULES,
  SERIOUS_NON_BALL_FOULS,
} from './nonball.ts';
import { citesFor, type EditionPolicy } from './policy.ts';
import { note, type ShotNote } from './shot-notes.ts';
import { areTouching, isFrozenToCushion, nearestCushion, type Point, railSide, type TableLines } from './table.ts';
import type { BallKey, ShotDeclaration } from './types.ts';

/** What every step sees: the game before the shot, its policy, the shot, its facts and the game's rules for it. */
export interface ShotInput {
  readonly ctx: GameContext;
  readonly policy: EditionPolicy;
  readonly shot: ShotDeclaration;
  readonly facts: ShotFacts;
  readonly rules: ShotRules;
  /** positions at the start of the shot (the cue ball where it was placed) */
  readonly start: Partial<Record<BallKey, Point>>;
}

/** What the ruling holds so far, as the steps may read it. */
export interface SoFar {
  /** the fouls recorded */
  readonly fouls: number;
  /** the balls are to be put back */
  readonly restore: boolean;
}

/** What a step returns: its notes, what it adds to the assessment, and `end` when nothing after it applies. */
export interface StepResult {
  readonly notes: readonly ShotNote[];
  readonly set?: Partial<Assessment>;
  readonly end?: boolean;
}

export type ShotStep = (s: ShotInput, a: Assessment, soFar: SoFar) => StepResult;

const NOTHING: StepResult = Object.freeze({ notes: [] });

/** 3.31, 3.35: the shot is replayed (or was no stroke): nothing else applies. */
const replayed = (notes: ShotNote[], set: Partial<Assessment> = {}): StepResult => ({
  notes,
  set: { replay: true, ...set },
  end: true,
});

// ---------------------------------------------------------------------------------------------
// the facts the steps judge by

/** 2.10 / 1.16.4: a split hit is decided in favour of the shooter. */
export function resolveSplitHit(targets: readonly ObjectBall[], isLegal: (b: ObjectBall) => boolean): ObjectBall {
  return targets.find(isLegal) ?? (targets[0] as ObjectBall);
}

/** 3.38 / 2.16: the cushion a declared frozen ball rests against, when positions tell. */
function frozenRailOf(t: TableLines, p: Point | undefined): RailId | undefined {
  return p && isFrozenToCushion(t, p) ? nearestCushion(t, p).rail : undefined;
}

/**
 * 3.19 (b) with 3.38: after the contact, the cue ball or a numbered ball reaches a cushion. A ball
 * announced frozen counts only on a different rail of the table, or after it has hit another
 * ball; a ball at a cushion that nobody announced counts as driven to it (2.16).
 */
export function meetsRailRequirement(
  t: TableLines,
  facts: ShotFacts,
  first: ObjectBall | null,
  frozen: readonly ObjectBall[],
  start: Partial<Record<BallKey, Point>>,
  railOf: (ball: ObjectBall) => RailId | undefined = (b) => frozenRailOf(t, start[String(b) as BallKey]),
): { ok: boolean; presumed: boolean; frozenFirst: boolean } {
  const frozenFirst = first !== null && frozen.includes(first);
  if (facts.pocketed.length > 0) return { ok: true, presumed: false, frozenFirst };
  for (const r of facts.rails) {
    if (!r.afterContact) continue;
    if (r.ball === 'cue' || !frozen.includes(r.ball)) return { ok: true, presumed: false, frozenFirst };
    const own = railOf(r.ball);
    if (own === undefined || r.hitOtherBefore) return { ok: true, presumed: false, frozenFirst };
    if (r.rail !== undefined && railSide(r.rail) !== railSide(own)) return { ok: true, presumed: false, frozenFirst };
  }
  if (first !== null && !frozenFirst) {
    const p = start[String(first) as BallKey];
    if (p && isFrozenToCushion(t, p)) return { ok: true, presumed: true, frozenFirst };
  }
  return { ok: false, presumed: false, frozenFirst };
}

/** 5.10 (seed): the cue ball in hand touches an object ball where it was placed. */
export function isPlacedAgainstBall(at: Point | undefined, ctx: GameContext): boolean {
  if (!at) return false;
  for (const [k, p] of Object.entries(ctx.positions)) {
    if (k !== 'cue' && p && (ctx.onTable & (1 << Number(k))) !== 0 && areTouching(at, p)) return true;
  }
  return false;
}

/** The shot's `settle` events say `ball` was settling as the shot was played (`during: 'shot'`). */
const isSettling = (shot: ShotDeclaration, ball: NonBallFoulFact['ball']): boolean =>
  ball !== undefined && shot.events.some((e) => e.type === 'settle' && e.during === 'shot' && e.ball === ball);

const CONDUCT_ORDER: readonly ConductPenalty[] = ['serious', 'loss-of-game', 'loss-of-match'];

/**
 * The conduct penalty of one non-ball foul, the heavier of it and `soFar`: the level the log gives, or,
 * under a policy whose default level is the penalty of a serious foul (wpa-current 6.17, difference 20:
 * "usually the penalty of a serious foul", the source's current-rules text L274), `serious` for conduct
 * the log gives no penalty for: the kind `unsportsmanlike` with no `level`, marking the table, a deliberate
 * miscue on a jump shot, an intentional foul on the cue ball, a deliberate touch of a ball, playing on after a
 * foul call and leaving the playing area (unsportsmanlike conduct there: differences 19, 20, 33, 35). Where
 * a kind is already a serious foul of the game (2.9, 2.22 in eight- and nine-ball) that penalty comes first.
 */
function conductPenalty(
  policy: EditionPolicy,
  nb: NonBallFoulFact,
  soFar: ConductPenalty | null,
): ConductPenalty | null {
  let level: ConductPenalty | null = null;
  if (nb.level === 'loss-of-game' || nb.level === 'loss-of-match') level = nb.level;
  else if (policy.conductDefault === 'serious' && isConductAtDefault(policy, nb)) level = 'serious';
  if (level === null) return soFar;
  return soFar !== null && CONDUCT_ORDER.indexOf(soFar) >= CONDUCT_ORDER.indexOf(level) ? soFar : level;
}

/** 6.17 (differences 19, 20, 33, 35): the policy makes this foul unsportsmanlike conduct at its default penalty. */
function isConductAtDefault(policy: EditionPolicy, nb: NonBallFoulFact): boolean {
  switch (nb.kind) {
    case 'unsportsmanlike':
      return nb.level === undefined;
    case 'marking-table':
      return policy.markingTable === 'conduct';
    case 'miscue-jump':
      return nb.intentional === true && policy.deliberateMiscue === 'conduct';
    case 'deliberate-touch':
      return policy.deliberateFoul === 'conduct';
    case 'continued-after-foul':
    case 'left-playing-area':
      return policy.straightConduct === 'conduct';
    default:
      return isIntentionalCueBallTouch(nb.kind, nb.ball, nb.intentional) && policy.intentionalCueTouch === 'conduct';
  }
}

// ---------------------------------------------------------------------------------------------
// the steps, in the order assessShot runs them

/** 3.35 / referee 2.18: outside interference that affected the shot: the balls are put back and the shot replayed, no foul. */
export const interference: ShotStep = (s) =>
  s.facts.interference
    ? replayed([note.restore, note.replay, note.cite('3.35', '2.18'), note.say('replay.interference')])
    : NOTHING;

/**
 * 3.31 (wpa-current 1.7, difference 21: the same ruling): a ball that falls by itself during the
 * shot replays it only when the fall affected it (1999: it fell as the player shot at it, the cue
 * ball passing where it had been); otherwise the ball is put back and play goes on, the shot
 * judged as played on its other events.
 */
export const settledDuringShot: ShotStep = (s) => {
  if (s.facts.settledDuringShot.length === 0) return NOTHING;
  const settling = citesFor(s.policy, 'ballsSettling', ['3.31']);
  if (s.facts.settleAffectedShot)
    return replayed([note.restore, note.replay, note.cite(...settling), note.say('replay.settle')]);
  return { notes: [note.restore, note.cite(...settling), note.say('settle.unaffected')] };
};

/**
 * 3.31: balls moving or settling by themselves are neither a stroke nor a foul. A ball that drops by
 * itself is put back. With no stroke at all (whoever the log names), a ball that stays on the table
 * stays where it comes to rest; the player at the table is still to shoot, and the next shot is his in turn.
 */
export const fellBySelf: ShotStep = (s) => {
  const fell = s.facts.settledIntoPocket.length > 0 || s.facts.cueSettledIntoPocket;
  const settling = citesFor(s.policy, 'ballsSettling', ['3.31']);
  if (s.facts.noStroke)
    return replayed(
      [...(fell ? [note.restore] : []), note.cite(...settling), note.say(fell ? 'restore.settle' : 'settle.stays')],
      {
        outOfTurn: false,
      },
    );
  return fell ? { notes: [note.restore, note.cite(...settling), note.say('restore.settle')] } : NOTHING;
};

/** 2.18: interference that did not affect the shot: the balls it moved are put back, the shot stands. */
export const interferenceRestored: ShotStep = (s) =>
  s.facts.interferenceRestored
    ? { notes: [note.restore, note.cite('2.18', '3.35'), note.say('restore.interference')] }
    : NOTHING;

/** 3.41: a player who shoots out of turn commits a foul. */
export const outOfTurn: ShotStep = (_s, a) =>
  a.outOfTurn ? { notes: [note.foul('interference', '3.41'), note.say('outOfTurn', { player: a.shooter })] } : NOTHING;

/** The first ball the cue ball contacts; a split hit is decided for the shooter (2.10, 1.16.4). */
export const firstContact: ShotStep = (s) =>
  s.facts.splitTargets
    ? {
        notes: [note.cite('2.10', '1.16.4'), note.say('split')],
        set: { first: resolveSplitHit(s.facts.splitTargets, s.rules.isLegalTarget) },
      }
    : { notes: [], set: { first: s.facts.firstContact } };

const own = (s: ShotInput, code: BallFoul): string | undefined => s.rules.foulRules?.[code];

/**
 * 3.18, 3.19: the cue ball must contact a legal ball first and, after it (not on a break, which has
 * its own rule), a ball must reach a cushion (3.19 b); a ball announced frozen counts only as 3.38
 * says, one at a cushion that nobody announced counts as driven to it (2.16). A push out is exempt (5.6).
 */
export const contactAndRail: ShotStep = (s, a) => {
  if (s.rules.exemptContactAndRail) return NOTHING;
  if (a.first === null)
    return { notes: [note.ballFoul('no-contact', own(s, 'no-contact'), '3.18', '3.19'), note.say('foul.no-contact')] };
  if (!s.rules.isLegalTarget(a.first))
    return {
      notes: [
        note.ballFoul('wrong-ball-first', own(s, 'wrong-ball-first'), '3.18', '3.19'),
        note.say('foul.wrong-ball-first', { ball: a.first }),
      ],
    };
  if (s.rules.isBreak) return NOTHING;
  const rail = meetsRailRequirement(s.ctx.table, s.facts, a.first, s.shot.frozen ?? [], s.start);
  const notes: ShotNote[] = [];
  if (rail.presumed)
    // difference 10: the current text is reported to lack the presumption; not verified, so kept and said
    notes.push(
      note.cite('2.16', '3.38'),
      note.say('frozen.presumed', { ball: a.first }),
      ...note.follow(s.policy, 'frozenPresumption'),
    );
  if (!rail.ok) {
    // a ball announced frozen: 3.38 itself decides, before the game's legal-shot paragraph
    if (rail.frozenFirst)
      notes.push(
        note.frozenFoul('no-rail', own(s, 'no-rail'), '3.38', '3.19'),
        note.say('foul.no-rail-frozen', { ball: a.first }),
      );
    else notes.push(note.ballFoul('no-rail', own(s, 'no-rail'), '3.19'), note.say('foul.no-rail'));
  }
  return { notes, set: { railOk: rail.ok } };
};

/** 3.20: the cue ball pocketed, or touching a pocketed ball, is a scratch. */
export const scratch: ShotStep = (s) => {
  const { cuePocketed, cueHitPocketedBall } = s.facts;
  if (!cuePocketed && !cueHitPocketedBall) return NOTHING;
  return {
    notes: [
      note.ballFoul('scratch', own(s, 'scratch'), '3.20'),
      note.say(cuePocketed ? 'foul.scratch' : 'foul.scratch-pocketed-ball'),
    ],
    set: { scratch: true },
  };
};

/** 3.28: a ball driven off the table, the cue ball or an object ball, is a foul. */
export const offTable: ShotStep = (s) => {
  const notes: ShotNote[] = [];
  const set: Partial<Assessment> = {};
  if (s.facts.cueOffTable) {
    set.cueOffTable = true;
    notes.push(
      note.ballFoul('cue-ball-off-table', own(s, 'cue-ball-off-table'), '3.28'),
      note.say('foul.cue-ball-off-table'),
    );
  }
  if (s.facts.offTable.length > 0) {
    set.objectOffTable = s.facts.offTable;
    notes.push(
      note.ballFoul('object-ball-off-table', own(s, 'object-ball-off-table'), '3.28'),
      note.say('foul.object-ball-off-table', { balls: s.facts.offTable }),
    );
  }
  return { notes, set };
};

/** The log reports the cue ball in hand badly placed (`bad-cue-ball-position`: the player shot after the referee's warning). */
const placementReported = (facts: ShotFacts): boolean =>
  facts.nonBallFouls.some((nb) => nb.kind === 'bad-cue-ball-position');

/**
 * The cue ball in hand: behind the head string, placed behind it (3.10, 2.21: head-string.ts) and
 * leaving the kitchen before it touches a ball there (3.39; not on a break); anywhere, where the game
 * says so, not against an object ball (5.10 seed). Where it was placed: the shot's `cueBallAt`, else
 * the position the log gave it in hand (`setup.positions.cue`).
 */
export const cueBallInHand: ShotStep = (s, a) => {
  if (isInHandKitchen(s.ctx)) {
    const notes = kitchenPlacementNotes(
      s.policy,
      cueBallPlacement(s.ctx.table, s.start.cue),
      placementReported(s.facts),
    );
    if (!s.rules.isBreak && isKitchenFoul(s.ctx.table, s.facts, a.first, s.start))
      notes.push(note.foul('kitchen', '3.39', '3.10'), note.say('foul.kitchen'));
    return { notes };
  }
  if (s.ctx.cueBall === 'in-hand' && s.rules.inHandNotTouching && isPlacedAgainstBall(s.start.cue, s.ctx))
    return { notes: [note.foul('bad-cue-ball-position', '5.10'), note.say('foul.cue-against-ball')] };
  return NOTHING;
};

/**
 * The paragraphs and clauses of a non-ball foul: the game's own paragraphs, else the general rule.
 * Under a policy where marking the table is unsportsmanlike conduct (6.17, difference 20) the ruling
 * says so (its penalty: `conductPenalty`); where the double hit has the current test, it says that too.
 */
function nonBallFoulNotes(policy: EditionPolicy, rules: ShotRules, kind: NonBallFoul): ShotNote[] {
  const marking = kind === 'marking-table' && policy.markingTable === 'conduct';
  const ids =
    rules.nonBallRules?.[kind] ??
    (kind === 'unsportsmanlike'
      ? citesFor(policy, 'unsportsmanlikeConduct', ['2.28'])
      : kind === 'double-hit'
        ? citesFor(policy, 'doubleHitTest', ['3.23'])
        : marking
          ? []
          : [NON_BALL_FOUL_RULES[kind]]);
  const notes = [note.foul(kind, ...ids), note.say('foul.nonBall', { foul: kind })];
  if (marking) notes.push(note.say('edition.markingTable'), ...note.follow(policy, 'markingTableFoul'));
  if (kind === 'double-hit' && policy.doubleHitTest === 'tip-contact') notes.push(note.say('edition.doubleHit'));
  return notes;
}

/**
 * One non-ball foul of the shooter (the log's `foul` events): how the general rules and the policy
 * rule it. Without a referee an object ball touched is excused (1.16.1) where the policy keeps
 * "cue ball fouls only"; a miscue on a jump shot is no foul where the policy says so (current 6), and a
 * deliberate one is unsportsmanlike conduct (6.17); a shot while a ball only settles is no foul under
 * current 1.7; a warning for conduct is no foul (2.28); a deflected break is the 3.9 procedure or an
 * ordinary foul (6.6); the referee puts back an object ball the foul moved (3.21, 3.22, 1.16.2).
 * The cue ball in hand behind the head string badly placed was judged once by `cueBallInHand`.
 */
export function nonBallFoul(s: ShotInput, a: Assessment, soFar: SoFar, nb: NonBallFoulFact): StepResult {
  const { ctx, policy } = s;
  if (nb.kind === 'bad-cue-ball-position' && isInHandKitchen(ctx)) return NOTHING;
  const excused = !ctx.referee && isExcusedWithoutReferee(nb.kind, nb.ball);
  if (excused && policy.objectTouchWithoutReferee === 'excused')
    return { notes: [note.restore, note.cite('1.16.1'), note.say('noReferee.objectTouch')] };
  if (nb.kind === 'miscue-jump' && policy.jumpMiscue === 'no-foul') {
    if (nb.intentional && policy.deliberateMiscue === 'conduct')
      return {
        notes: [
          note.foul(nb.kind),
          note.say('foul.nonBall', { foul: nb.kind }),
          note.say('edition.deliberateMiscue'),
          ...note.follow(policy, 'deliberateMiscueConduct'),
        ],
        set: { conduct: conductPenalty(policy, nb, a.conduct) },
      };
    return { notes: [note.say('edition.jumpMiscue'), ...note.follow(policy, 'jumpMiscueIsFoul')] };
  }
  if (nb.kind === 'shot-while-moving' && policy.shotWhileSettling === 'no-foul' && isSettling(s.shot, nb.ball))
    return { notes: [note.say('edition.settlingNoFoul'), ...note.follow(policy, 'ballsSettling')] };
  if (nb.level === 'warning')
    return {
      notes: [
        note.cite(...citesFor(policy, 'unsportsmanlikeConduct', ['2.28'])),
        note.warn('unsportsmanlike'),
        note.say(policy.conductWarning, { player: a.shooter }),
        ...note.unsure(policy, 'unsportsmanlikeConduct'),
      ],
    };
  const ordinaryBreakFoul = nb.kind === 'deflected-break' && policy.deflectedBreak === 'touched-ball';
  const notes = ordinaryBreakFoul
    ? [
        note.foul(nb.kind),
        note.say('foul.nonBall', { foul: nb.kind }),
        note.say('edition.deflectedBreak'),
        ...note.follow(policy, 'deflectedBreakProcedure'),
      ]
    : nonBallFoulNotes(policy, s.rules, nb.kind);
  if (excused) notes.push(note.say('edition.noCueBallFoulsOnly'), ...note.follow(policy, 'cueBallFoulsOnly'));
  if (nb.kind === 'obstacle-moved' && ctx.referee) notes.push(note.cite('3.21'));
  // 3.21 (and 3.22, 1.16.2 with a referee): the referee puts back an object ball moved by the foul
  if (ctx.referee && movesObjectBall(nb.kind, nb.ball) && !soFar.restore)
    notes.push(note.restore, note.cite('3.21'), note.say('restore.touched'));
  const set: Partial<Assessment> = { conduct: conductPenalty(policy, nb, a.conduct) };
  if (SERIOUS_NON_BALL_FOULS.includes(nb.kind)) set.serious = [...a.serious, nb];
  if (isIntentionalCueBallTouch(nb.kind, nb.ball, nb.intentional)) set.intentionalCueTouch = true;
  if (nb.kind === 'deflected-break' && !ordinaryBreakFoul) set.deflectedBreak = true;
  if (nb.kind === 'deliberate-touch') set.deliberate = true;
  return { notes, set };
}

/** 3.30: more than one foul on a shot is penalised as one. */
export const oneFoul: ShotStep = (_s, _a, soFar) =>
  soFar.fouls > 1 ? { notes: [note.cite('3.30'), note.say('oneFoul')] } : NOTHING;

/** 3.17: a foul's standard penalty, with the game's own penalty paragraphs. */
export const penalty: ShotStep = (s, _a, soFar) =>
  soFar.fouls > 0 ? { notes: [note.cite('3.17', ...s.rules.penaltyRules)] } : NOTHING;

/**
 * 3.41: the non-shooting player (`a.shooter` here) fouled during the stroke of `shot.strokeBy`. The
 * balls are put back (3.21 with a referee, 2.17), the foul is charged to the non-shooter, and the
 * player whose stroke it was comes to the table as any player does after the opponent's foul.
 */
export const nonShooter: ShotStep = (s, a) => ({
  notes: [
    note.restore,
    note.foul('interference', '3.41'),
    note.say('foul.nonShooter', { player: a.shooter, other: s.shot.strokeBy as string }),
  ],
  set: { due: s.shot.strokeBy as string, outOfTurn: true },
});

/** A non-ball foul of the non-shooter (3.41): ruled as the general rule rules it, excused without a referee as for the shooter (1.16.1). */
export function nonShooterFoul(s: ShotInput, a: Assessment, nb: NonBallFoulFact): StepResult {
  const { ctx, policy } = s;
  if (!ctx.referee && isExcusedWithoutReferee(nb.kind, nb.ball) && policy.objectTouchWithoutReferee === 'excused')
    return NOTHING;
  return {
    notes: nonBallFoulNotes(policy, s.rules, nb.kind),
    set: {
      ...(SERIOUS_NON_BALL_FOULS.includes(nb.kind) ? { serious: [...a.serious, nb] } : {}),
      conduct: conductPenalty(policy, nb, a.conduct),
    },
  };
}

/** 3.30, 3.17 after a non-shooter's foul: several fouls cited as one, and the standard penalty. */
export const nonShooterPenalty: ShotStep = (s, _a, soFar) => ({
  notes: [...(soFar.fouls > 1 ? [note.cite('3.30')] : []), note.cite('3.17', ...s.rules.penaltyRules)],
});
