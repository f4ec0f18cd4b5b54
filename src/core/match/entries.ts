/**
 * What a referee logs at a real table, without physics, and the contract's steps it stands for.
 * An entry names the balls pocketed and at most one foul from the game's short list; the events
 * the engine rules are built from the position before the shot (the legal ball to hit first, a
 * wrong ball, a ball for the break's cushions). One entry is one step, so the exported log has
 * exactly the user's entries.
 */
import { lowest, toList } from '../rules/common/balls.ts';
import type { GameContext } from '../rules/common/context.ts';
import type { Announcement, Call, OptionName, PlayerId, ShotDeclaration, Step } from '../rules/common/types.ts';
import type { ConductLevel, NonBallFoul, ObjectBall, PocketId, ShotEvent } from '../vocabulary/index.ts';
import { BALL_FOULS, CALL_POCKET, MATCH_FOULS, type MatchFoul } from './names.ts';

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

/** The ball the shooter must hit first now (5.1, 4.9/4.10, 6.1), given what the shot pocketed. */
export function legalBall(ctx: GameContext, pocketed: readonly ObjectBall[]): ObjectBall | null {
  const balls = toList(ctx.onTable);
  if (balls.length === 0) return null;
  if (ctx.game === 'nine-ball') return lowest(ctx.onTable);
  if (ctx.game === 'eight-ball' && ctx.phase !== 'break') {
    const groups = (ctx.x as { groups: Record<string, 'solids' | 'stripes'> | null }).groups;
    const side = ctx.sideOf[ctx.turn] ?? ctx.turn;
    const group = groups?.[side];
    const mine = (b: number) => (group ? (group === 'solids' ? b < 8 : b > 8) : b !== 8);
    const own = balls.filter(mine);
    if (own.length === 0) return balls.includes(8) ? 8 : (balls[0] ?? null);
    return pocketed.find(mine) ?? own[0] ?? null;
  }
  return pocketed[0] ?? balls[0] ?? null;
}

/** A ball the shooter may not hit first now, if the table has one (the short list offers the foul only then). */
export function wrongBall(ctx: GameContext): ObjectBall | null {
  const legal = legalBall(ctx, []);
  if (ctx.game === 'straight-pool') return null;
  if (ctx.game === 'eight-ball') {
    const groups = (ctx.x as { groups: Record<string, 'solids' | 'stripes'> | null }).groups;
    const balls = toList(ctx.onTable);
    if (!groups) return ctx.phase === 'break' ? null : balls.includes(8) && balls.length > 1 ? 8 : null;
    return balls.find((b) => b !== legal && (legal === 8 || !(b < 8 === (legal as number) < 8) || b === 8)) ?? null;
  }
  return toList(ctx.onTable).find((b) => b !== legal) ?? null;
}

/** The fouls of the short list that can be logged now. */
export function foulsOffered(ctx: GameContext): MatchFoul[] {
  const out = MATCH_FOULS.filter((f) => f !== 'wrong-ball-first' || wrongBall(ctx) !== null);
  return ctx.options.wheelchair === true ? out.filter((f) => f !== 'no-foot-on-floor') : out;
}

/** A shot entry's events, built from the position before it. */
export function shotEvents(ctx: GameContext, e: Extract<Entry, { kind: 'shot' }>): ShotEvent[] {
  const isBreak = ctx.phase === 'break';
  const events: ShotEvent[] = [];
  const balls = toList(ctx.onTable);
  const first = e.foul === 'wrong-ball-first' ? wrongBall(ctx) : legalBall(ctx, e.balls);
  if (e.foul !== 'no-contact' && first !== null) events.push({ type: 'hit', ball: 'cue', target: first });
  if (isBreak) {
    // a legal break: balls driven to a cushion (four in eight- and nine-ball, 4.5/5.4; two in 14.1, 6.2)
    const others = balls.filter((b) => !e.balls.includes(b)).slice(0, ctx.game === 'straight-pool' ? 2 : 4);
    if (e.foul !== 'no-contact') for (const b of others) events.push({ type: 'rail', ball: b });
    if (ctx.game === 'straight-pool') events.push({ type: 'rail', ball: 'cue' });
  } else if (e.foul !== 'no-rail' && e.foul !== 'no-contact' && first !== null && e.balls.length === 0)
    events.push({ type: 'rail', ball: first });
  for (const b of e.balls) events.push({ type: 'pocket', ball: b, pocket: CALL_POCKET });
  if (e.pushOut && e.foul === undefined && events.length === 0) events.push({ type: 'rail', ball: 'cue' });
  if (e.foul === 'scratch') events.push({ type: 'pocket', ball: 'cue' });
  if (e.foul === 'cue-ball-off-table') events.push({ type: 'off-table', ball: 'cue' });
  if (e.foul && !(BALL_FOULS as readonly string[]).includes(e.foul))
    events.push({ type: 'foul', kind: e.foul as NonBallFoul });
  return events;
}

/** The call of a shot in the games that call (14.1 every shot, 6.3; eight-ball, 4.6): the first ball pocketed, or the safety. */
function callOf(ctx: GameContext, e: Extract<Entry, { kind: 'shot' }>): Call | undefined {
  if (ctx.phase === 'break' || ctx.game === 'nine-ball') return undefined;
  if (e.safety) return { kind: 'safety' };
  const ball = e.balls[0] ?? legalBall(ctx, []);
  if (ball === null) return undefined;
  return { kind: 'ball', ball, pocket: e.pocket ?? CALL_POCKET };
}

const announce = (by: PlayerId, what: Announcement): Step => ({ kind: 'announce', by, what });

/** The contract step an entry stands for, in the position `ctx`. */
export function entryStep(ctx: GameContext, e: Entry): Step {
  switch (e.kind) {
    case 'shot': {
      const call = callOf(ctx, e);
      const shot: ShotDeclaration = {
        by: ctx.turn,
        events: shotEvents(ctx, e),
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
