/**
 * The general rules of pocket billiards applied to one shot (seed 3.x): what was a foul, which
 * contact was first, whether the rail requirement was met, and where the balls stood. Games
 * decide the penalty; this module only finds the facts the rules name. Each predicate cites its rule.
 */

import type { NonBallFoulFact, ShotFacts } from '../../shot/index.ts';
import type { NonBallFoul, ObjectBall, RailId } from '../../vocabulary/index.ts';
import type { GameContext } from './context.ts';
import type { Draft } from './draft.ts';
import { followCurrent, followEdition, paragraphsFor, under } from './edition.ts';
import {
  isExcusedWithoutReferee,
  isIntentionalCueBallTouch,
  movesObjectBall,
  NON_BALL_FOUL_RULES,
  SERIOUS_NON_BALL_FOULS,
} from './nonball.ts';
import {
  areTouching,
  isFrozenToCushion,
  isInKitchen,
  isWithinHeadStringWarningZone,
  nearestCushion,
  type Point,
  R,
  railSide,
  type TableLines,
} from './table.ts';
import type { BallKey, PlayerId, ShotDeclaration } from './types.ts';

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

/**
 * Records a non-ball foul and the paragraphs it is cited by: the game's own, else the general rule.
 * Under `wpa-current` (difference 20) unsportsmanlike conduct is 6.17, and marking the table is
 * unsportsmanlike conduct, which the ruling says (its penalty: `conductPenalty`).
 */
function nonBallFoul(ctx: GameContext, rules: ShotRules, d: Draft, kind: NonBallFoul): void {
  const marking = kind === 'marking-table' && !under(ctx.edition, 'markingTableFoul');
  const ids =
    rules.nonBallRules?.[kind] ??
    (kind === 'unsportsmanlike'
      ? paragraphsFor(ctx.edition, 'unsportsmanlikeConduct', ['2.28'])
      : kind === 'double-hit'
        ? paragraphsFor(ctx.edition, 'doubleHitTest', ['3.23'])
        : marking
          ? []
          : [NON_BALL_FOUL_RULES[kind]]);
  d.foul(kind, ...ids).say('foul.nonBall', { foul: kind });
  if (marking) followCurrent(d.say('edition.markingTable'), 'markingTableFoul');
  if (kind === 'double-hit' && ctx.edition !== 'wpa-1999') d.say('edition.doubleHit');
}

/** The penalties for unsportsmanlike conduct a ruling applies beyond a standard foul, lightest first. */
export type ConductPenalty = 'serious' | 'loss-of-game' | 'loss-of-match';
const CONDUCT_ORDER: readonly ConductPenalty[] = ['serious', 'loss-of-game', 'loss-of-match'];

/**
 * The conduct penalty of one non-ball foul, the heavier of it and `so_far`: the level the log gives, or,
 * under an edition whose default level is the penalty of a serious foul (wpa-current 6.17, difference 20:
 * "usually the penalty of a serious foul", the source's current-rules text L274), `serious` for conduct
 * the log gives no penalty for: the kind `unsportsmanlike` with no `level`, marking the table, a deliberate
 * miscue on a jump shot, an intentional foul on the cue ball, a deliberate touch of a ball, playing on after a
 * foul call and leaving the playing area (unsportsmanlike conduct there: differences 19, 20, 33, 35). Where
 * a kind is already a serious foul of the game (2.9, 2.22 in eight- and nine-ball) that penalty comes first.
 */
export function conductPenalty(
  ctx: GameContext,
  nb: NonBallFoulFact,
  soFar: ConductPenalty | null,
): ConductPenalty | null {
  let level: ConductPenalty | null = null;
  if (nb.level === 'loss-of-game' || nb.level === 'loss-of-match') level = nb.level;
  else if (under(ctx.edition, 'conductDefault') === 'serious') {
    const atDefault =
      nb.kind === 'unsportsmanlike'
        ? nb.level === undefined
        : nb.kind === 'marking-table'
          ? !under(ctx.edition, 'markingTableFoul')
          : nb.kind === 'miscue-jump'
            ? nb.intentional === true && under(ctx.edition, 'deliberateMiscueConduct')
            : nb.kind === 'deliberate-touch'
              ? !under(ctx.edition, 'deliberateFoulPenalty')
              : nb.kind === 'continued-after-foul' || nb.kind === 'left-playing-area'
                ? !under(ctx.edition, 'conductFifteen')
                : isIntentionalCueBallTouch(nb.kind, nb.ball, nb.intentional) &&
                  !under(ctx.edition, 'intentionalFoulStrikes');
    if (atDefault) level = 'serious';
  }
  if (level === null) return soFar;
  return soFar !== null && CONDUCT_ORDER.indexOf(soFar) >= CONDUCT_ORDER.indexOf(level) ? soFar : level;
}

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

/** 2.10 / 1.16.4: a split hit is decided in favour of the shooter. */
export function resolveSplitHit(targets: readonly ObjectBall[], isLegal: (b: ObjectBall) => boolean): ObjectBall {
  return targets.find(isLegal) ?? (targets[0] as ObjectBall);
}

/** 3.38 / 2.16: the cushion a declared frozen ball rests against, when positions tell. */
export function frozenRailOf(t: TableLines, p: Point | undefined): RailId | undefined {
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

/** 3.39 / 3.10: from the kitchen, the first ball touched in the kitchen needs the cue ball to have left it first. */
export function isKitchenFoul(
  t: TableLines,
  facts: ShotFacts,
  first: ObjectBall | null,
  start: Partial<Record<BallKey, Point>>,
): boolean {
  if (first === null || facts.crossingsBeforeContact > 0) return false;
  const p = start[String(first) as BallKey];
  return p !== undefined && isInKitchen(t, p);
}

/** 3.10 / 2.21: the cue ball in hand behind the head string placed on or over the line. */
export function cueBallPlacement(t: TableLines, at: Point | undefined): 'ok' | 'on-line-unreported' | 'outside' {
  if (!at || isInKitchen(t, at)) return 'ok';
  return isWithinHeadStringWarningZone(t, at) ? 'on-line-unreported' : at[0] > t.headStringX + R ? 'outside' : 'ok';
}

/**
 * The one check of the cue ball in hand behind the head string, for every game (3.10, 2.21; wpa-current
 * 6.10, difference 4). A ball whose centre is on the head string is not behind it. Under the 1999 rules
 * a cue ball clearly outside is a foul; one on the line or within half a ball beyond it is a foul only
 * after the referee's warning, which the log records as the foul `bad-cue-ball-position` (the player
 * shot after being warned); unwarned, the shot stands. Under the current rules anywhere on or in front
 * of the head string is a foul, warned or not.
 */
export function judgeKitchenPlacement(
  ctx: GameContext,
  placement: ReturnType<typeof cueBallPlacement>,
  reported: boolean,
  d: Draft,
): void {
  if (!under(ctx.edition, 'headStringLineStands')) {
    if (placement !== 'ok' || reported)
      followCurrent(d.foul('bad-cue-ball-position').say('edition.headStringLine'), 'headStringLineStands');
    return;
  }
  if (placement === 'outside') d.foul('bad-cue-ball-position', '3.10', '2.21').say('foul.bad-cue-ball-position');
  else if (reported) d.foul('bad-cue-ball-position', '3.10', '2.21').say('foul.bad-cue-ball-position-warned');
  else if (placement === 'on-line-unreported') d.cite('3.10', '2.21').say('headString.stands');
}

/** 5.10 (seed): the cue ball in hand touches an object ball where it was placed. */
export function isPlacedAgainstBall(at: Point | undefined, ctx: GameContext): boolean {
  if (!at) return false;
  for (const [k, p] of Object.entries(ctx.positions)) {
    if (k !== 'cue' && p && (ctx.onTable & (1 << Number(k))) !== 0 && areTouching(at, p)) return true;
  }
  return false;
}

export function startPositions(ctx: GameContext, shot: ShotDeclaration): Partial<Record<BallKey, Point>> {
  if (!shot.cueBallAt) return ctx.positions;
  return { ...ctx.positions, cue: shot.cueBallAt };
}

/** A ball foul: the game's own paragraph for it, if any, leads the general rules (first foul first). */
function ballFoul(d: Draft, rules: ShotRules, code: BallFoul, ...ids: string[]): Draft {
  const first = d.fouls.length === 0;
  d.foul(code, ...ids);
  const own = rules.foulRules?.[code];
  return own && first ? d.lead(own) : own ? d.cite(own) : d;
}

/** 3.38: a foul on a ball announced frozen: 3.38 leads, then the game's own paragraph. */
function frozenFoul(d: Draft, rules: ShotRules, code: BallFoul, ...ids: string[]): Draft {
  const first = d.fouls.length === 0;
  d.foul(code, ...ids);
  if (first) d.lead('3.38');
  const own = rules.foulRules?.[code];
  return own ? d.cite(own) : d;
}

export function assessShot(
  ctx: GameContext,
  shot: ShotDeclaration,
  facts: ShotFacts,
  rules: ShotRules,
  d: Draft,
): Assessment {
  const shooter = shot.by;
  const due = ctx.turn;
  const start = startPositions(ctx, shot);
  const base: Assessment = {
    shooter,
    due,
    outOfTurn: shooter !== due,
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
    start,
  };

  // 3.35 / 2.18 outside interference; 3.31 a ball falling as it is played at: replay, no foul.
  if (facts.interference) {
    d.restore = true;
    d.replay = true;
    d.cite('3.35', '2.18').say('replay.interference');
    return { ...base, replay: true };
  }
  // 3.31 (wpa-current 1.7, difference 21: the same ruling): a ball that falls by itself during the
  // shot replays it only when the fall affected it (1999: it fell as the player shot at it, the cue
  // ball passing where it had been); otherwise the ball is put back and play goes on, the shot
  // judged as played on its other events
  const settling = paragraphsFor(ctx.edition, 'ballsSettling', ['3.31']);
  if (facts.settledDuringShot.length > 0) {
    d.restore = true;
    if (facts.settleAffectedShot) {
      d.replay = true;
      d.cite(...settling).say('replay.settle');
      return { ...base, replay: true };
    }
    d.cite(...settling).say('settle.unaffected');
  }
  const fellBySelf = facts.settledIntoPocket.length > 0 || facts.cueSettledIntoPocket;
  if (fellBySelf) d.restore = true;
  if (facts.noStroke) {
    // 3.31: balls moving or settling by themselves are neither a stroke nor a foul (whoever the log
    // names): a ball that stays on the table stays where it comes to rest, one that drops is put back;
    // the player at the table is still to shoot, and the next shot is his in turn
    d.cite(...settling).say(fellBySelf ? 'restore.settle' : 'settle.stays');
    return { ...base, outOfTurn: false, replay: true };
  }
  if (fellBySelf) d.cite(...settling).say('restore.settle');

  // 2.18: interference that did not affect the shot: the balls it moved are put back, the shot stands
  if (facts.interferenceRestored) {
    d.restore = true;
    d.cite('2.18', '3.35').say('restore.interference');
  }

  if (shot.strokeBy !== undefined) return assessNonShooterFoul(ctx, shot.strokeBy, facts, rules, d, base);

  const a: Assessment = { ...base };
  if (a.outOfTurn) d.foul('interference', '3.41').say('outOfTurn', { player: shooter });

  // first contact, split hit decided for the shooter (2.10)
  if (facts.splitTargets) {
    a.first = resolveSplitHit(facts.splitTargets, rules.isLegalTarget);
    d.cite('2.10', '1.16.4').say('split');
  } else {
    a.first = facts.firstContact;
  }

  if (!rules.exemptContactAndRail) {
    if (a.first === null) ballFoul(d, rules, 'no-contact', '3.18', '3.19').say('foul.no-contact');
    else if (!rules.isLegalTarget(a.first))
      ballFoul(d, rules, 'wrong-ball-first', '3.18', '3.19').say('foul.wrong-ball-first', { ball: a.first });
    else if (!rules.isBreak) {
      const rail = meetsRailRequirement(ctx.table, facts, a.first, shot.frozen ?? [], start);
      a.railOk = rail.ok;
      if (rail.presumed) {
        d.cite('2.16', '3.38').say('frozen.presumed', { ball: a.first });
        // difference 10: the current text is reported to lack the presumption; not verified, so kept and said
        followEdition(d, ctx.edition, 'frozenPresumption');
      }
      if (!rail.ok) {
        // a ball announced frozen: 3.38 itself decides, before the game's legal-shot paragraph
        if (rail.frozenFirst)
          frozenFoul(d, rules, 'no-rail', '3.38', '3.19').say('foul.no-rail-frozen', { ball: a.first });
        else ballFoul(d, rules, 'no-rail', '3.19').say('foul.no-rail');
      }
    }
  }

  if (facts.cuePocketed) {
    a.scratch = true;
    ballFoul(d, rules, 'scratch', '3.20').say('foul.scratch');
  } else if (facts.cueHitPocketedBall) {
    a.scratch = true;
    ballFoul(d, rules, 'scratch', '3.20').say('foul.scratch-pocketed-ball');
  }
  if (facts.cueOffTable) {
    a.cueOffTable = true;
    ballFoul(d, rules, 'cue-ball-off-table', '3.28').say('foul.cue-ball-off-table');
  }
  if (facts.offTable.length > 0) {
    a.objectOffTable = facts.offTable;
    ballFoul(d, rules, 'object-ball-off-table', '3.28').say('foul.object-ball-off-table', { balls: facts.offTable });
  }

  // cue ball in hand: kitchen (3.10, 3.39, 2.21) or anywhere but against a ball (5.10)
  if (ctx.cueBall === 'in-hand-kitchen') {
    const reported = facts.nonBallFouls.some((nb) => nb.kind === 'bad-cue-ball-position');
    // where it was placed: the shot's `cueBallAt`, else the position the log gave it in hand (setup.positions.cue)
    judgeKitchenPlacement(ctx, cueBallPlacement(ctx.table, start.cue), reported, d);
    if (!rules.isBreak && isKitchenFoul(ctx.table, facts, a.first, start))
      d.foul('kitchen', '3.39', '3.10').say('foul.kitchen');
  } else if (ctx.cueBall === 'in-hand' && rules.inHandNotTouching && isPlacedAgainstBall(start.cue, ctx)) {
    d.foul('bad-cue-ball-position', '5.10').say('foul.cue-against-ball');
  }

  for (const nb of facts.nonBallFouls) {
    // the cue ball in hand behind the head string, badly placed: judged once, above
    if (nb.kind === 'bad-cue-ball-position' && ctx.cueBall === 'in-hand-kitchen') continue;
    // wpa-current (difference 1): no "cue ball fouls only" option; the touch is a foul, said below
    const excused = !ctx.referee && isExcusedWithoutReferee(nb.kind, nb.ball);
    if (excused && under(ctx.edition, 'cueBallFoulsOnly')) {
      d.restore = true;
      d.cite('1.16.1').say('noReferee.objectTouch');
      continue;
    }
    // wpa-current (difference 6): a miscue is not in the closed list of fouls; a deliberate one is
    // unsportsmanlike conduct (6.17, difference 20), by default the penalty of a serious foul
    if (nb.kind === 'miscue-jump' && !under(ctx.edition, 'jumpMiscueIsFoul')) {
      if (nb.intentional && under(ctx.edition, 'deliberateMiscueConduct')) {
        followCurrent(
          d.foul(nb.kind).say('foul.nonBall', { foul: nb.kind }).say('edition.deliberateMiscue'),
          'deliberateMiscueConduct',
        );
        a.conduct = conductPenalty(ctx, nb, a.conduct);
      } else followCurrent(d.say('edition.jumpMiscue'), 'jumpMiscueIsFoul');
      continue;
    }
    // wpa-current 1.7 (difference 21): the ball still moving was only settling: no foul
    if (nb.kind === 'shot-while-moving' && isSettling(shot, nb.ball) && !under(ctx.edition, 'ballsSettling')) {
      followCurrent(d.say('edition.settlingNoFoul'), 'ballsSettling');
      continue;
    }
    if (nb.level === 'warning') {
      // 2.28 (wpa-current 6.17, difference 20): the referee may warn instead of penalising: no foul
      if (ctx.edition === 'wpa-1999') d.cite('2.28').warn('unsportsmanlike').say('warn.conduct', { player: shooter });
      else
        followCurrent(
          d.warn('unsportsmanlike').say('edition.warnConduct', { player: shooter }),
          'unsportsmanlikeConduct',
        );
      continue;
    }
    a.conduct = conductPenalty(ctx, nb, a.conduct);
    // wpa-current (difference 3): a deflected break is an ordinary touched-ball foul (6.6), not 3.9
    const ordinaryBreakFoul = nb.kind === 'deflected-break' && !under(ctx.edition, 'deflectedBreakProcedure');
    if (ordinaryBreakFoul)
      followCurrent(
        d.foul(nb.kind).say('foul.nonBall', { foul: nb.kind }).say('edition.deflectedBreak'),
        'deflectedBreakProcedure',
      );
    else nonBallFoul(ctx, rules, d, nb.kind);
    if (excused) followCurrent(d.say('edition.noCueBallFoulsOnly'), 'cueBallFoulsOnly');
    if (nb.kind === 'obstacle-moved' && ctx.referee) d.cite('3.21');
    if (ctx.referee && movesObjectBall(nb.kind, nb.ball) && !d.restore) {
      // 3.21 (and 3.22, 1.16.2 with a referee): the referee puts back an object ball moved by the foul
      d.restore = true;
      d.cite('3.21').say('restore.touched');
    }
    if (SERIOUS_NON_BALL_FOULS.includes(nb.kind)) a.serious.push(nb);
    if (isIntentionalCueBallTouch(nb.kind, nb.ball, nb.intentional)) a.intentionalCueTouch = true;
    if (nb.kind === 'deflected-break' && !ordinaryBreakFoul) a.deflectedBreak = true;
    if (nb.kind === 'deliberate-touch') a.deliberate = true;
  }

  if (d.fouls.length > 1) d.cite('3.30').say('oneFoul');
  if (d.isFoul) d.cite('3.17', ...rules.penaltyRules);
  return a;
}

/** The shot's `settle` events say `ball` was settling as the shot was played (`during: 'shot'`). */
const isSettling = (shot: ShotDeclaration, ball: NonBallFoulFact['ball']): boolean =>
  ball !== undefined && shot.events.some((e) => e.type === 'settle' && e.during === 'shot' && e.ball === ball);

/**
 * 3.41: the non-shooting player (`a.shooter` here) fouled during the stroke of `strokeBy`. The balls
 * are put back (3.21 with a referee, 2.17), the foul is charged to the non-shooter, and the player
 * whose stroke it was comes to the table as any player does after the opponent's foul.
 */
function assessNonShooterFoul(
  ctx: GameContext,
  strokeBy: PlayerId,
  facts: ShotFacts,
  rules: ShotRules,
  d: Draft,
  base: Assessment,
): Assessment {
  const a: Assessment = { ...base, due: strokeBy, outOfTurn: true };
  d.restore = true;
  d.foul('interference', '3.41').say('foul.nonShooter', { player: a.shooter, other: strokeBy });
  for (const nb of facts.nonBallFouls) {
    if (!ctx.referee && isExcusedWithoutReferee(nb.kind, nb.ball) && under(ctx.edition, 'cueBallFoulsOnly')) continue;
    nonBallFoul(ctx, rules, d, nb.kind);
    if (SERIOUS_NON_BALL_FOULS.includes(nb.kind)) a.serious.push(nb);
    a.conduct = conductPenalty(ctx, nb, a.conduct);
  }
  if (d.fouls.length > 1) d.cite('3.30');
  d.cite('3.17', ...rules.penaltyRules);
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
