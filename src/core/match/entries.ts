/**
 * What a referee logs at a real table, without physics, and the contract's steps it stands for.
 * An entry names the balls pocketed and at most one foul from the game's short list; the events
 * the engine rules are built from the position before the shot (the legal ball to hit first, a
 * wrong ball, a ball for the break's cushions). One entry is one step, so the exported log has
 * exactly the user's entries.
 */
import { toList } from '../rules/common/balls.ts';
import type { GameContext } from '../rules/common/context.ts';
import type { Announcement, Call, OptionName, PlayerId, Ruling, ShotDeclaration, Step } from '../rules/common/types.ts';
import type { ConductLevel, NonBallFoul, ObjectBall, PocketId, ShotEvent } from '../vocabulary/index.ts';
import { BALL_FOULS, CALL_POCKET, MATCH_FOULS, type MatchFoul, OTHER_POCKET } from './names.ts';

export { BALL_FOULS, MATCH_FOULS, MATCH_GAMES, type MatchFoul, type MatchGame, OTHER_FOULS } from './names.ts';

export type Entry =
  | {
      kind: 'shot';
      /** object balls pocketed (for 14.1 any balls: the count is what scores) */
      balls: ObjectBall[];
      foul?: MatchFoul;
      safety?: boolean;
      pushOut?: boolean;
      /**
       * the pocket called (eight-ball, 14.1). The page writes every ball as falling in the foot-left
       * corner, so another pocket here logs the balls pocketed not as called (6.8; the 8: 4.20).
       */
      pocket?: PocketId;
    }
  | { kind: 'choose'; option: OptionName }
  | { kind: 'warning' }
  | { kind: 'conduct'; by: PlayerId; level: ConductLevel }
  | { kind: 'concede'; by: PlayerId }
  | { kind: 'newRack' };

/**
 * A position of the match as the entries see it: the engine's state, and the engine asked what it
 * would rule if a step came next (null: it would refuse the step). Every fact a game differs in
 * (the ball to hit first, a wrong ball, whether calls count, which fouls it rules, what makes its
 * break legal) is read from those answers, never from the game's name.
 */
export interface Position {
  ctx: GameContext;
  rule(step: Step): Ruling | null;
}

/** The answers already given for a position (a view asks the same question many times). */
const memo = new WeakMap<Position, Map<string, unknown>>();
function remember<T>(pos: Position, key: string, answer: () => T): T {
  let m = memo.get(pos);
  if (!m) {
    m = new Map();
    memo.set(pos, m);
  }
  if (!m.has(key)) m.set(key, answer());
  return m.get(key) as T;
}

const shotOf = (ctx: GameContext, events: ShotEvent[], call?: Call): Step => ({
  kind: 'shot',
  shot: { by: ctx.turn, events, ...(call ? { call } : {}) },
});
const isLegal = (r: Ruling | null): boolean => r !== null && !r.foul;
/** The balls not pocketed, the ones a break drives to the cushions. */
const notPocketed = (ctx: GameContext, pocketed: readonly ObjectBall[]) =>
  toList(ctx.onTable).filter((b) => !pocketed.includes(b));

/**
 * What makes a break legal without a ball pocketed, tried in this order: four object balls to a
 * cushion (4.5, 5.4), then two and the cue ball (6.2), then four and the cue ball. The first the
 * engine rules legal is written.
 */
const BREAK_RAILS = [
  { balls: 4, cue: false },
  { balls: 2, cue: true },
  { balls: 4, cue: true },
] as const;
type BreakRails = (typeof BREAK_RAILS)[number];

/** A break's events: the ball hit first, the cushions, the balls pocketed (a foul's events are added by the caller). */
function breakEvents(
  ctx: GameContext,
  first: ObjectBall | null,
  pocketed: readonly ObjectBall[],
  rails: BreakRails,
  contact = true,
): ShotEvent[] {
  const events: ShotEvent[] = [];
  if (contact && first !== null) events.push({ type: 'hit', ball: 'cue', target: first });
  if (contact) for (const b of notPocketed(ctx, pocketed).slice(0, rails.balls)) events.push({ type: 'rail', ball: b });
  if (rails.cue) events.push({ type: 'rail', ball: 'cue' });
  for (const b of pocketed) events.push({ type: 'pocket', ball: b, pocket: CALL_POCKET });
  return events;
}

/** The balls to try as the first ball hit: those pocketed, then the rest from the lowest. */
const candidates = (ctx: GameContext, pocketed: readonly ObjectBall[]): ObjectBall[] => {
  const balls = toList(ctx.onTable);
  return [...pocketed.filter((b) => balls.includes(b)), ...balls.filter((b) => !pocketed.includes(b))];
};

/** The break the engine rules legal for these balls pocketed: the ball hit first and the cushions. */
function legalBreak(pos: Position, pocketed: readonly ObjectBall[]): { first: ObjectBall | null; rails: BreakRails } {
  return remember(pos, `break:${pocketed.join(',')}`, () => {
    for (const first of candidates(pos.ctx, pocketed))
      for (const rails of BREAK_RAILS)
        if (isLegal(pos.rule(shotOf(pos.ctx, breakEvents(pos.ctx, first, pocketed, rails))))) return { first, rails };
    return { first: pocketed[0] ?? toList(pos.ctx.onTable)[0] ?? null, rails: BREAK_RAILS[0] };
  });
}

/** The engine rules a stroke that hits `b` first (and drives it to a cushion) legal. */
const legalFirst = (pos: Position, b: ObjectBall): boolean =>
  remember(pos, `first:${b}`, () =>
    isLegal(
      pos.rule(
        shotOf(pos.ctx, [
          { type: 'hit', ball: 'cue', target: b },
          { type: 'rail', ball: b },
        ]),
      ),
    ),
  );

/**
 * The ball the shooter must hit first now (5.1, 4.9/4.10, 6.1 and each game's own), given what the
 * shot pocketed: a ball pocketed that may be hit first, else the lowest that may.
 */
export function legalBall(pos: Position, pocketed: readonly ObjectBall[]): ObjectBall | null {
  const { ctx } = pos;
  if (ctx.onTable === 0) return null;
  if (ctx.phase === 'break') return legalBreak(pos, pocketed).first;
  return candidates(ctx, pocketed).find((b) => legalFirst(pos, b)) ?? pocketed[0] ?? toList(ctx.onTable)[0] ?? null;
}

/** A ball the shooter may not hit first now, if the table has one (the short list offers the foul only then). */
export function wrongBall(pos: Position): ObjectBall | null {
  return remember(pos, 'wrong', () => {
    const { ctx } = pos;
    const balls = toList(ctx.onTable);
    if (ctx.phase === 'break') {
      const { rails } = legalBreak(pos, []);
      const foul = (b: ObjectBall) => !isLegal(pos.rule(shotOf(ctx, breakEvents(ctx, b, [], rails))));
      return balls.some((b) => !foul(b)) ? (balls.find(foul) ?? null) : null;
    }
    return balls.some((b) => legalFirst(pos, b)) ? (balls.find((b) => !legalFirst(pos, b)) ?? null) : null;
  });
}

/** The fields of a ruling a call can change. */
const outcome = (r: Ruling | null) =>
  r === null ? null : JSON.stringify([r.foul, r.fouls, r.next, r.score, r.result, r.options]);

/**
 * Whether the game's rules read a call now (14.1 every shot, 6.3; eight-ball, 4.6; Honolulu …): the
 * legal ball pocketed as called and the same ball called for another pocket are ruled differently.
 * No call on a break.
 */
export function hasCalls(pos: Position): boolean {
  return remember(pos, 'calls', () => {
    const { ctx } = pos;
    const ball = ctx.phase === 'break' ? null : legalBall(pos, []);
    if (ball === null) return false;
    const events: ShotEvent[] = [{ type: 'hit', ball: 'cue', target: ball }, ...pocketEvents(pos, [ball])];
    const called = pos.rule(shotOf(ctx, events, { kind: 'ball', ball, pocket: CALL_POCKET }));
    if (called === null) return false;
    return outcome(called) !== outcome(pos.rule(shotOf(ctx, events, { kind: 'ball', ball, pocket: OTHER_POCKET })));
  });
}

/**
 * Whether the game scores a ball only pocketed indirectly (honolulu/6, 7: a bank, a combination, a
 * carom or a kick): a called ball pocketed off a cushion is ruled otherwise than one pocketed
 * straight in. The page then writes every ball pocketed after a play as banked (the referee taps
 * balls that counted; a ball pocketed straight in is logged as a miss and spotted by the rules).
 */
export function banks(pos: Position): boolean {
  return remember(pos, 'banks', () => {
    const { ctx } = pos;
    const ball = ctx.phase === 'break' ? null : legalBall(pos, []);
    if (ball === null) return false;
    const hit: ShotEvent = { type: 'hit', ball: 'cue', target: ball };
    const pocket: ShotEvent = { type: 'pocket', ball, pocket: CALL_POCKET };
    const call: Call = { kind: 'ball', ball, pocket: CALL_POCKET };
    const direct = pos.rule(shotOf(ctx, [hit, pocket], call));
    const banked = pos.rule(shotOf(ctx, [hit, { type: 'rail', ball }, pocket], call));
    return banked !== null && outcome(direct) !== outcome(banked);
  });
}

/** The events of balls pocketed, as the game counts them (banked where only that scores). */
const pocketEvents = (pos: Position, balls: readonly ObjectBall[]): ShotEvent[] =>
  balls.flatMap((b): ShotEvent[] => [
    ...(banks(pos) ? [{ type: 'rail', ball: b } as const] : []),
    { type: 'pocket', ball: b, pocket: CALL_POCKET },
  ]);

/**
 * Whether the game's rules read a called safety now (eight-ball 4.8, 14.1 6.9 …): a ball pocketed on
 * a called safety is ruled otherwise than on a shot. No safety on a break.
 */
export function hasSafety(pos: Position): boolean {
  return remember(pos, 'safety', () => {
    const { ctx } = pos;
    const ball = ctx.phase === 'break' ? null : legalBall(pos, []);
    if (ball === null) return false;
    const events: ShotEvent[] = [{ type: 'hit', ball: 'cue', target: ball }, ...pocketEvents(pos, [ball])];
    const call: Call | undefined = hasCalls(pos) ? { kind: 'ball', ball, pocket: CALL_POCKET } : undefined;
    const safety = pos.rule(shotOf(ctx, events, { kind: 'safety' }));
    return safety !== null && outcome(safety) !== outcome(pos.rule(shotOf(ctx, events, call)));
  });
}

/**
 * The fouls of the short list that can be logged now: those the game's rules rule a foul here
 * (a wrong ball only where the table has one; 1.16 without a referee leaves the cue-ball fouls),
 * standing rules (3.13's foot on the floor) not in a wheelchair match (7.3).
 */
export function foulsOffered(pos: Position): MatchFoul[] {
  return remember(pos, 'fouls', () =>
    MATCH_FOULS.filter(
      (f) =>
        !(pos.ctx.options.wheelchair === true && f === 'no-foot-on-floor') &&
        (f !== 'wrong-ball-first' || wrongBall(pos) !== null) &&
        pos.rule(entryStep(pos, { kind: 'shot', balls: [], foul: f }))?.foul === true,
    ),
  );
}

/** A shot entry's events, built from the position before it. */
export function shotEvents(pos: Position, e: Extract<Entry, { kind: 'shot' }>): ShotEvent[] {
  const { ctx } = pos;
  const contact = e.foul !== 'no-contact';
  if (ctx.phase === 'break') {
    const legal = legalBreak(pos, e.balls);
    const first = e.foul === 'wrong-ball-first' ? wrongBall(pos) : legal.first;
    return [...breakEvents(ctx, first, e.balls, legal.rails, contact), ...foulEvents(e)];
  }
  const events: ShotEvent[] = [];
  const first = e.foul === 'wrong-ball-first' ? wrongBall(pos) : legalBall(pos, e.balls);
  if (contact && first !== null) events.push({ type: 'hit', ball: 'cue', target: first });
  if (e.foul !== 'no-rail' && contact && first !== null && e.balls.length === 0)
    events.push({ type: 'rail', ball: first });
  events.push(...pocketEvents(pos, e.balls));
  if (e.pushOut && e.foul === undefined && events.length === 0) events.push({ type: 'rail', ball: 'cue' });
  return [...events, ...foulEvents(e)];
}

/** The events of the entry's foul that are not of the balls hit or pocketed. */
function foulEvents(e: Extract<Entry, { kind: 'shot' }>): ShotEvent[] {
  if (e.foul === 'scratch') return [{ type: 'pocket', ball: 'cue' }];
  if (e.foul === 'cue-ball-off-table') return [{ type: 'off-table', ball: 'cue' }];
  if (e.foul && !(BALL_FOULS as readonly string[]).includes(e.foul))
    return [{ type: 'foul', kind: e.foul as NonBallFoul }];
  return [];
}

/** The call of a shot: a safety where one is called, else in the games that call the first ball pocketed (or the ball on). */
function callOf(pos: Position, e: Extract<Entry, { kind: 'shot' }>): Call | undefined {
  if (pos.ctx.phase === 'break') return undefined;
  const calls = hasCalls(pos);
  if (e.safety && (calls || hasSafety(pos))) return { kind: 'safety' };
  if (!calls) return undefined;
  const ball = e.balls[0] ?? legalBall(pos, []);
  if (ball === null) return undefined;
  return { kind: 'ball', ball, pocket: e.pocket ?? CALL_POCKET };
}

const announce = (by: PlayerId, what: Announcement): Step => ({ kind: 'announce', by, what });

/** The contract step an entry stands for, in the position `ctx`. */
export function entryStep(pos: Position, e: Entry): Step {
  const { ctx } = pos;
  switch (e.kind) {
    case 'shot': {
      const call = callOf(pos, e);
      const shot: ShotDeclaration = {
        by: ctx.turn,
        events: shotEvents(pos, e),
        ...(call ? { call } : {}),
        ...(e.pushOut ? { pushOut: true } : {}),
      };
      return { kind: 'shot', shot };
    }
    case 'choose':
      return { kind: 'choose', by: ctx.pending?.chooser ?? ctx.turn, option: e.option };
    case 'warning':
      return announce('referee', 'warning');
    case 'concede':
      return announce(e.by, 'concede');
    case 'conduct': {
      // unsportsmanlike conduct at the referee's level (2.28), logged as a foul event of the player
      const shot: ShotDeclaration = {
        by: ctx.turn,
        events: [{ type: 'foul', kind: 'unsportsmanlike', level: e.level, ...(e.by !== ctx.turn ? { by: e.by } : {}) }],
      };
      return { kind: 'shot', shot };
    }
    case 'newRack':
      return { kind: 'newRack' };
  }
}
