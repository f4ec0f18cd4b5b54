/**
 * What a referee logs at a real table, without physics, and the contract's steps it stands for.
 * An entry names the balls pocketed and at most one foul from the game's short list; the events
 * the engine rules are built from the position before the shot (the legal ball to hit first, a
 * wrong ball, a ball for the break's cushions). One entry is one step, so the exported log has
 * exactly the user's entries.
 */
import { toList } from '../rules/common/balls.ts';
import { type GameContext, sideOf } from '../rules/common/context.ts';
import type { Announcement, Call, OptionName, PlayerId, Ruling, ShotDeclaration, Step } from '../rules/common/types.ts';
import {
  type ConductLevel,
  type NonBallFoul,
  type ObjectBall,
  POCKET_IDS,
  type PocketId,
  type ShotEvent,
} from '../vocabulary/index.ts';
import {
  BALL_FOULS,
  CALL_POCKET,
  MATCH_FOULS,
  type MatchFoul,
  OTHER_POCKET,
  SIDE_POCKET_IDS,
  type SidePocketId,
} from './names.ts';

export { MATCH_FOULS, type MatchFoul, type MatchGame } from './names.ts';

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
      /**
       * the breaker's side pocket for the 1-ball, announced before the break (side-pocket-one/7.3):
       * the contract's `sidePocket` of the break shot
       */
      sidePocket?: SidePocketId;
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
 * Whether the game's rules read a call now (14.1 every shot, 6.3; eight-ball, 4.6; Honolulu;
 * side-pocket-one/7.2 …): a ball pocketed as called and the same ball called for another pocket are
 * ruled differently. Asked of the ball to hit first, then of the next ball that may be hit first
 * (side-pocket-one's 1 counts in no corner pocket, 7.4, while the other balls count where called).
 * No call on a break.
 */
export function hasCalls(pos: Position): boolean {
  return remember(pos, 'calls', () => {
    const { ctx } = pos;
    if (ctx.phase === 'break' || ctx.onTable === 0) return false;
    const first = legalBall(pos, []);
    if (first === null) return false;
    if (callMatters(pos, first)) return true;
    const second = candidates(ctx, []).find((b) => b !== first && legalFirst(pos, b));
    return second !== undefined && callMatters(pos, second);
  });
}

/** The engine rules `ball` pocketed as called otherwise than the same ball called for another pocket. */
function callMatters(pos: Position, ball: ObjectBall): boolean {
  const { ctx } = pos;
  const events: ShotEvent[] = [{ type: 'hit', ball: 'cue', target: ball }, ...pocketEvents(pos, [ball])];
  const called = pos.rule(shotOf(ctx, events, { kind: 'ball', ball, pocket: CALL_POCKET }));
  if (called === null) return false;
  return outcome(called) !== outcome(pos.rule(shotOf(ctx, events, { kind: 'ball', ball, pocket: OTHER_POCKET })));
}

/**
 * Whether the breaker names a side pocket for the 1-ball before the break (side-pocket-one/7.3): the
 * engine cites other rules for a break that declares one (`sidePocket`) than for the same break without.
 */
export function choosesSidePocket(pos: Position): boolean {
  return remember(pos, 'sidePocket', () => {
    const { ctx } = pos;
    if (ctx.phase !== 'break') return false;
    const events = shotEvents(pos, { kind: 'shot', balls: [] });
    const plain = pos.rule(shotOf(ctx, events));
    const named = pos.rule({ kind: 'shot', shot: { by: ctx.turn, events, sidePocket: SIDE_POCKET_IDS[0] } });
    return plain !== null && named !== null && JSON.stringify(plain.rules) !== JSON.stringify(named.rules);
  });
}

/**
 * The balls whose pocketing in a pocket not called loses the game now (eight-ball's 8, 4.20):
 * probed ball by ball, where the game's rules read calls.
 */
export function losesNotAsCalled(pos: Position): ObjectBall[] {
  return remember(pos, 'losesNotAsCalled', () => {
    const { ctx } = pos;
    if (!hasCalls(pos)) return [];
    return toList(ctx.onTable).filter((b) => {
      const first = legalBall(pos, [b]);
      const events: ShotEvent[] = [
        ...(first !== null ? [{ type: 'hit', ball: 'cue', target: first } as const] : []),
        ...pocketEvents(pos, [b]),
      ];
      const r = pos.rule(shotOf(ctx, events, { kind: 'ball', ball: b, pocket: OTHER_POCKET }));
      return r?.result != null && r.result.winner !== sideOf(ctx, ctx.turn);
    });
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
function shotEvents(pos: Position, e: Extract<Entry, { kind: 'shot' }>): ShotEvent[] {
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

/**
 * A called shot with the balls that count only in a pocket of their own written there (the 1-ball in
 * the shooter's side pocket, side-pocket-one/7.4): each ball the engine would spot from the page's
 * pocket is written in the first pocket where the engine keeps it down, and called there. Not on a
 * break, a foul (every ball is spotted) or balls logged as not called.
 */
function ownPockets(pos: Position, e: Extract<Entry, { kind: 'shot' }>, shot: ShotDeclaration): ShotDeclaration {
  if (shot.call?.kind !== 'ball' || e.foul !== undefined || e.pocket !== undefined || e.balls.length === 0) return shot;
  const ruled = pos.rule({ kind: 'shot', shot });
  if (ruled === null || ruled.foul) return shot;
  let out = shot;
  for (const b of e.balls.filter((x) => ruled.spotted.includes(x)))
    for (const p of POCKET_IDS.filter((x) => x !== CALL_POCKET)) {
      const moved = pocketedIn(out, b, p);
      const r = pos.rule({ kind: 'shot', shot: moved });
      if (r !== null && !r.foul && !r.spotted.includes(b)) {
        out = moved;
        break;
      }
    }
  return out;
}

/** The shot with ball `b` pocketed in `pocket`, called there; the other balls called where they fell. */
function pocketedIn(shot: ShotDeclaration, b: ObjectBall, pocket: PocketId): ShotDeclaration {
  const events = shot.events.map((ev) => (ev.type === 'pocket' && ev.ball === b ? { ...ev, pocket } : ev));
  const calls = events.flatMap((ev) =>
    ev.type === 'pocket' && ev.ball !== 'cue' ? [{ ball: ev.ball, pocket: ev.pocket ?? CALL_POCKET }] : [],
  );
  const call: Call =
    calls.length === 1
      ? { kind: 'ball', ...(calls[0] as { ball: ObjectBall; pocket: PocketId }) }
      : { kind: 'many', calls };
  return { ...shot, events, call };
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
        ...(e.sidePocket !== undefined ? { sidePocket: e.sidePocket } : {}),
      };
      return { kind: 'shot', shot: ownPockets(pos, e, shot) };
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
