/**
 * The one ruling of a shot every game shares, with the game's hooks (in the manner of a position
 * with variant hooks): the general rules find the facts (assess.ts, 3.x), the replay and the
 * serious penalties end the ruling early (3.31, 3.35, 2.28, 3.29, 3.9), and the game says what its
 * legal target is, what its break needs, what happens to the balls, what a foul costs and what a
 * legal shot gives. Each hook is a game's own function citing its own paragraphs; the shared
 * primitives below (offers, continuing or missing, spotting) are the steps the games have in common.
 *
 * The order of the steps is fixed here: a ruling cites and says in the order the hooks run, and the
 * recorded rulings (scenario digests, example logs) depend on it.
 */
import type { ShotFacts } from '../../shot/index.ts';
import type { ObjectBall } from '../../vocabulary/index.ts';
import { type Assessment, assessShot, positionsAfter, type ShotRules } from './assess.ts';
import { add, type BallSet, withoutGone } from './balls.ts';
import type { ConsecutiveFouls } from './consecutive-fouls.ts';
import { type GameContext, nextBreaker, type Pending, sideOf } from './context.ts';
import { Draft } from './draft.ts';
import type { PlayerAnnounce, PlayerChoose, RackNew, ShotResolved } from './events.ts';
import {
  applyCommonAnnouncement,
  applyGeneralChoice,
  incomingPlayer,
  rerack,
  sayNext,
  seriousPenalty,
} from './flow.ts';
import { keyed, zeroCounts } from './keyed.ts';
import { spotInto } from './placing.ts';
import { nextInOrder } from './players.ts';
import type { Point, TableLines } from './table.ts';
import type { BallKey, CueBallState, OptionName, PlayerId, ShotDeclaration, SideId } from './types.ts';

/** What every hook of a shot sees: the shot, its facts, the assessment and the table after it. */
export interface Turn<X> {
  /** the context before the shot (after the game's `before` hook) */
  ctx0: GameContext<X>;
  shot: ShotDeclaration;
  facts: ShotFacts;
  d: Draft;
  a: Assessment;
  isBreak: boolean;
  side: SideId;
  /** the player who comes to the table after the shot (3.41: the one whose turn was taken) */
  incoming: PlayerId;
  /** the context after the shot before the game's penalty: balls gone, positions moved, no choice open */
  base: GameContext<X>;
}

/** The start of a shot's ruling, before the serious penalties: what the `before` hook sees. */
interface Assessed<X> {
  ctx0: GameContext<X>;
  shot: ShotDeclaration;
  facts: ShotFacts;
  d: Draft;
  a: Assessment;
  isBreak: boolean;
}

/** A game's hooks for the ruling on one shot, called in this order. */
export interface ShotGame<X> {
  /** what is settled before the shot is judged (forty-one 9.7: a bust not declared; a side pocket chosen; a shot judged by the game alone, as the free break of bowlliards 7); `over` ends the ruling */
  start?(
    ctx: GameContext<X>,
    d: Draft,
    shot: ShotDeclaration,
    facts: ShotFacts,
  ): { ctx: GameContext<X>; over: boolean };
  /** false: the game has no break; its opening shot is any shot to the general rules (cushion, kitchen, 3.x): cowboy/5.2 */
  breaks?: boolean;
  /** the legal first contact, the game's penalty paragraphs and its own ball fouls (passed to assessShot) */
  shotRules(ctx: GameContext<X>, isBreak: boolean, shot: ShotDeclaration): Omit<ShotRules, 'isBreak'>;
  /** the game's own checks before the serious penalties (its paragraph for a bad hit, its break requirement ...); may return a new context */
  before?(s: Assessed<X>): GameContext<X> | undefined;
  /** false: a serious non-ball foul is an ordinary foul of the game (14.1 counts it as such) */
  seriousLosesGame?: boolean;
  /** the game's paragraph on serious fouls under the current rules (eight-ball 3.8, nine-ball 2.8, 14.1 4.11),
   * cited with 6.17 where unsportsmanlike conduct takes the penalty of a serious foul */
  seriousRule?: string;
  /** the incoming player, when the game's order of play skips players who are out */
  incoming?(ctx: GameContext<X>, a: Assessment): PlayerId;
  /** what the shot does to the table in the game (balls spotted, balls that stay down, the game's reset of `x`) */
  table?(t: Turn<X>): GameContext<X>;
  /** the game's own fouls judged after the table: the break requirement, a ball the shot had to pocket ... */
  ownFouls?(t: Turn<X>): void;
  /** what a foul costs */
  foul(t: Turn<X>): GameContext<X>;
  /** what a legal shot gives: points, a win, the inning going on or ending */
  legal(t: Turn<X>): GameContext<X>;
  /** the ruling recorded in the context (the game's extras: groups, consecutive fouls, the options said) */
  done(ctx: GameContext<X>, d: Draft): GameContext<X>;
}

/** The ruling on one shot of any game, from its hooks. */
export function judgeShot<X>(game: ShotGame<X>, ctxArg: GameContext<X>, ev: ShotResolved): GameContext<X> {
  const { shot, facts } = ev;
  const d = new Draft(ev.step);
  let ctxIn = ctxArg;
  if (game.start) {
    const started = game.start(ctxIn, d, shot, facts);
    if (started.over) return game.done(started.ctx, d);
    ctxIn = started.ctx;
  }
  const isBreak = game.breaks !== false && (shot.break ?? ctxIn.phase === 'break');
  const a = assessShot(ctxIn, shot, facts, { isBreak, ...game.shotRules(ctxIn, isBreak, shot) }, d);
  if (a.replay) return game.done({ ...ctxIn }, d);
  const ctx0 = game.before?.({ ctx0: ctxIn, shot, facts, d, a, isBreak }) ?? ctxIn;
  const serious = seriousPenalty(ctx0, a, d, isBreak, game.seriousLosesGame ?? true, game.seriousRule);
  if (serious.ended) return game.done(serious.ctx, d);
  const t: Turn<X> = {
    ctx0,
    shot,
    facts,
    d,
    a,
    isBreak,
    side: sideOf(ctx0, a.shooter),
    incoming: game.incoming ? game.incoming(ctx0, a) : incomingPlayer(ctx0, a),
    base: {
      ...serious.ctx,
      onTable: withoutGone(ctx0.onTable, facts),
      positions: positionsAfter(ctx0, shot, facts),
      phase: 'play',
      pending: null,
    },
  };
  if (game.table) t.base = game.table(t);
  game.ownFouls?.(t);
  if (d.isFoul) return game.done(game.foul(t), d);
  // what a legal shot gives (the inning going on, the points, the game won) decides it, before the
  // definition of a legal shot cited while judging it; a break keeps its break paragraph first
  const mark = d.rules.length;
  const next = game.legal(t);
  if (!isBreak) d.promoteFrom(mark);
  return game.done(next, d);
}

/**
 * The player to shoot with the cue ball in hand behind the head string may have a ball in the
 * kitchen spotted (the game's paragraph `rule`, said by `code`): `accept` or `spot-nearest`.
 */
export function kitchenSpotOffer<X>(
  ctx: GameContext<X>,
  candidates: ObjectBall[],
  d: Draft,
  rule: string,
  code: 'cutthroat.kitchen' | 'forty-one.kitchen' | 'side-pocket-one.kitchenAll',
): GameContext<X> {
  const options: OptionName[] = ['accept', 'spot-nearest'];
  d.cite(rule).say(code, { player: ctx.turn }).say('options', { player: ctx.turn, options });
  const pending: Pending = {
    chooser: ctx.turn,
    offender: ctx.turn,
    options,
    about: 'kitchen-spot',
    cueBallIfAccepted: 'in-hand-kitchen',
    candidates,
  };
  return { ...ctx, pending };
}

/** A choice for the incoming player (or `chooser`) caused by the shooter. */
export function offer<X>(
  t: Turn<X>,
  options: OptionName[],
  about: string,
  cueBallIfAccepted: CueBallState,
  chooser: PlayerId = t.incoming,
): Pending {
  return { chooser, offender: t.a.shooter, options, about, cueBallIfAccepted };
}

/**
 * An illegal break (the game's break paragraph): the incoming player chooses among `options`
 * (accepting the table, re-racking for himself or the breaker, the kitchen), the rack still at its break.
 */
export function illegalBreakOffer<X>(
  t: Turn<X>,
  next: GameContext<X>,
  options: OptionName[],
  cueBallIfAccepted: CueBallState,
  cueBall: CueBallState = cueBallIfAccepted,
): GameContext<X> {
  return {
    ...next,
    phase: 'break',
    turn: t.incoming,
    cueBall,
    pending: offer(t, options, 'illegal-break', cueBallIfAccepted),
  };
}

/** A game that puts players out and plays on (six-ball 8.4, cowboy 6.8 with more than two players). */
export interface PlayersOut {
  out: PlayerId[];
}

/** 3.41, or the next player in the order of play who is still in the game. */
export const incomingStillIn = <X extends PlayersOut>(ctx: GameContext<X>, a: Assessment): PlayerId =>
  a.shooter !== a.due ? a.due : nextInOrder(ctx.players, a.shooter, (p) => ctx.x.out.includes(p));

/** 3.5 and the game's paragraph for going on: a ball pocketed legally, the shooter goes on; none, the inning ends. */
export function continueOrMiss<X>(t: Turn<X>, next: GameContext<X>, goesOn: string): GameContext<X> {
  return t.facts.pocketed.length > 0 ? goOn(t, next, goesOn) : miss(t, next);
}

/** The game's paragraph for going on: the shooter (or `player`) plays again from where the cue ball lies. */
export function goOn<X>(t: Turn<X>, next: GameContext<X>, rule: string, player = t.a.shooter): GameContext<X> {
  t.d.cite(rule).say('next.continue', { player });
  return { ...next, turn: player, cueBall: 'in-place' };
}

/** 3.5: the inning ends; the incoming player (or `player`) plays the cue ball where it lies. */
export function miss<X>(t: Turn<X>, next: GameContext<X>, player = t.incoming): GameContext<X> {
  t.d.cite('3.5').say('next.miss', { player });
  return { ...next, turn: player, cueBall: 'in-place' };
}

/** The incoming player comes to the table with `cueBall`, said in words. */
export function handOver<X>(t: Turn<X>, next: GameContext<X>, cueBall: CueBallState): GameContext<X> {
  sayNext(t.d, t.incoming, cueBall);
  return { ...next, turn: t.incoming, cueBall };
}

/** 3.32: balls put back on the table, spotted in order; returns the table and positions after. */
export function spotBack(
  d: Draft,
  balls: readonly ObjectBall[],
  before: { onTable: BallSet; positions: Partial<Record<BallKey, Point>>; table: TableLines },
): { onTable: BallSet; positions: Partial<Record<BallKey, Point>> } {
  let onTable = before.onTable;
  for (const b of balls) onTable = add(onTable, b);
  return { onTable, positions: balls.length ? spotInto(d, balls, before.positions, before.table) : before.positions };
}

/** How a game answers the choices and announcements its rulings open (the common part of each). */
export interface ChoiceGame<X> {
  /** the paragraphs that give the pending choice (illegal break, foul, kitchen spot ...) */
  choiceRule?(about: string | undefined, ctx: GameContext<X>, ev: PlayerChoose): string | readonly string[];
  /** the rack again, the named player to break */
  rerack(ctx: GameContext<X>, breaker: PlayerId, d: Draft): GameContext<X>;
  done(ctx: GameContext<X>, d: Draft): GameContext<X>;
  /** an option the game resolves itself (a ball spotted ...), before the general ones */
  own?(ctx: GameContext<X>, ev: PlayerChoose, d: Draft): GameContext<X> | null;
  /** the next player is said even when the choice re-racks (the game's own wording of its choices) */
  alwaysSayNext?: boolean;
  /** after the choice, when play goes on: a further offer (the kitchen spot) */
  afterChoice?(ctx: GameContext<X>, d: Draft, about: string | undefined): GameContext<X>;
}

/** A choice made: the game's paragraph, its own options, then accept / pass / kitchen / re-rack (flow.ts). */
export function choose<X>(game: ChoiceGame<X>, ctx: GameContext<X>, ev: PlayerChoose): GameContext<X> {
  const d = new Draft(ev.step);
  const about = ctx.pending?.about;
  if (game.choiceRule) d.cite(...[game.choiceRule(about, ctx, ev)].flat());
  const own = game.own?.(ctx, ev, d);
  if (own) return game.done(own, d);
  let next = applyGeneralChoice(ctx, ev, d, (c, b) => game.rerack(c, b, d)) ?? ctx;
  const goesOn = next.phase !== 'break';
  if (goesOn || game.alwaysSayNext) sayNext(d, next.turn, next.cueBall);
  if (goesOn && game.afterChoice) next = game.afterChoice(next, d, about);
  return game.done(next, d);
}

/**
 * An announcement: the game's own (`own`, first), the common ones (1.14, 2.16, 2.26), and a stalemate
 * with no rule of the game's own: as 3.35 does for a game that cannot go on, the same player breaks again.
 */
export function announce<X>(
  game: Pick<ChoiceGame<X>, 'rerack' | 'done'> & {
    own?(ctx: GameContext<X>, ev: PlayerAnnounce, d: Draft): GameContext<X> | null;
    /** the game's consecutive-fouls rule: the warning announced cites its paragraph first */
    fouls?: ConsecutiveFouls;
  },
  ctx: GameContext<X>,
  ev: PlayerAnnounce,
): GameContext<X> {
  const d = new Draft(ev.step);
  const own = game.own?.(ctx, ev, d);
  if (own) return game.done(own, d);
  const common = applyCommonAnnouncement(ctx, ev, d, game.fouls);
  if (common) return game.done(common, d);
  d.cite('3.35').say('announce.stalemate', { player: ctx.breaker });
  return game.done(game.rerack(ctx, ctx.breaker, d), d);
}

/** Re-racks `rack` for `breaker` with the game's reset of `x` (flow.ts `rerack`). */
export const rerackWith =
  <X>(rack: BallSet, reset: (x: X, ctx: GameContext<X>) => X) =>
  (ctx: GameContext<X>, breaker: PlayerId, d: Draft): GameContext<X> =>
    rerack(ctx, breaker, rack, d, (x) => reset(x, ctx));

/** `about` of the pending choice -> the game's paragraph that gives it; `otherwise` for the rest (a foul's choice). */
export const choiceRules =
  (rules: Readonly<Record<string, string>>, otherwise: string) =>
  (about: string | undefined): string =>
    (about !== undefined && Object.hasOwn(rules, about) ? rules[about] : undefined) ?? otherwise;

/** Counts keyed by the game's sides or by its players (the games that count fouls per player). */
export type CountedBy = 'sides' | 'players';

/**
 * A new game of a match (3.36): the breaker (the log's, else by `breakOrder`, the winner by default,
 * or the game's own `winner`), the rack again, and the counts `fresh` names from zero (score, fouls
 * and warnings, each keyed by side or by player).
 */
export function newGame<X>(
  game: Pick<ChoiceGame<X>, 'rerack' | 'done'> & {
    rules?: readonly string[];
    winner?(ctx: GameContext<X>): PlayerId | undefined;
    fresh: { score?: CountedBy; fouls?: CountedBy };
  },
  ctx: GameContext<X>,
  ev: RackNew,
): GameContext<X> {
  const d = new Draft(ev.step);
  const breaker = nextBreaker(ctx, ev.breaker, game.winner?.(ctx));
  d.cite(...(game.rules ?? ['3.36'])).say('newRack', { player: breaker });
  const keys = (by: CountedBy) => (by === 'sides' ? ctx.sides : ctx.players);
  const next = game.rerack(ctx, breaker, d);
  const { score, fouls } = game.fresh;
  const fresh: Partial<GameContext<X>> = {};
  if (score) fresh.score = zeroCounts(keys(score));
  if (fouls) {
    fresh.fouls = zeroCounts(keys(fouls));
    fresh.warned = keyed(keys(fouls).map((k) => [k, false]));
  }
  return game.done({ ...next, ...fresh }, d);
}

/**
 * The game's paragraph `rule` for jumped balls (e.g. bowlliards 10, card-ball 12): cited when a ball
 * left the table, and the balls spotted in ascending order (3.32); the context with them back.
 */
export function spotJumped<X>(
  d: Draft,
  jumped: readonly ObjectBall[],
  ctx: GameContext<X>,
  rule: string,
): GameContext<X> {
  return jumped.length > 0 ? { ...ctx, ...spotBack(d.cite(rule), jumped, ctx) } : ctx;
}

/** `next` with the incoming player at the table, the cue ball `cueBall`, and his choice of `options` open. */
export function offered<X>(
  t: Turn<X>,
  next: GameContext<X>,
  options: OptionName[],
  about: string,
  cueBall: CueBallState,
): GameContext<X> {
  return { ...next, turn: t.incoming, cueBall, pending: offer(t, options, about, cueBall) };
}
