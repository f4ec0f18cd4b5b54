/**
 * The table's state panel, as facts: from a game machine's snapshot (its state and context), who
 * acts, the scores, fouls in a row and warnings, open table or groups, the ball on, whether a push
 * out may be played, the cue ball in hand and where it may be placed, the choice on offer, and the
 * result once the game is over. Facts only: the words belong to the caller.
 */
import type { ObjectBall } from '../vocabulary/index.ts';
import { lowest } from './common/balls.ts';
import type { GameContext } from './common/context.ts';
import type { CueBallState, GameResult, Group, OptionName, PlayerId, SideId } from './common/types.ts';

/** Where a cue ball in hand may be placed: anywhere on the bed (5.7), or in the kitchen (3.8). */
type PlacingArea = 'anywhere' | 'kitchen';

interface SideFacts {
  side: SideId;
  /** points, for games that score */
  score: number | null;
  /** fouls in a row (2.16, 5.13, 6.12) */
  foulsInRow: number;
  /** the referee's warning since the second foul in a row (2.16) */
  warned: boolean;
}

interface ChoiceFacts {
  chooser: PlayerId;
  /** who caused the choice (offender, pusher, breaker) */
  offender: PlayerId;
  about: string;
  options: readonly OptionName[];
  /** 6.7.7: balls the chooser may name to be spotted */
  candidates: readonly ObjectBall[] | null;
}

export interface StateFacts {
  /** the machine's state, e.g. `openTable`, `awaitingChoice`, `gameOver` */
  state: string;
  /** who shoots next; null while a choice is open or once the game is over */
  shooter: PlayerId | null;
  /** the next shot is a break */
  breakDue: boolean;
  sides: SideFacts[];
  /** eight-ball: `open` until groups are set (4.9), then each side's group; null in other games */
  groups: 'open' | Readonly<Record<SideId, Group>> | null;
  /** rotation games (nine-ball, six-ball): the lowest ball, which the cue ball must hit first */
  ballOn: ObjectBall | null;
  /** nine-ball 5.5: the shooter may play a push out */
  pushOutAvailable: boolean;
  /** the cue ball as the shooter finds it */
  cueBall: CueBallState;
  /** where the cue ball may be placed when it is in hand; null when it is not */
  placing: PlacingArea | null;
  choice: ChoiceFacts | null;
  /** the result once the game is over */
  result: GameResult | null;
}

/** What the panel needs of a machine snapshot (an actor's `getSnapshot()`). */
export interface GameSnapshot {
  value: unknown;
  context: GameContext;
}

const ROTATION = new Set(['nine-ball', 'six-ball']);

const placingOf = (cueBall: CueBallState): PlacingArea | null =>
  cueBall === 'in-hand' ? 'anywhere' : cueBall === 'in-hand-kitchen' ? 'kitchen' : null;

export function stateFacts(snapshot: GameSnapshot): StateFacts {
  const ctx = snapshot.context;
  const over = ctx.phase === 'over';
  const p = ctx.pending;
  const x = ctx.x as { groups?: Record<SideId, Group> | null; pushOutAvailable?: boolean } | null;
  return {
    state: String(snapshot.value),
    shooter: over || p ? null : ctx.turn,
    breakDue: ctx.phase === 'break',
    sides: ctx.sides.map((side) => ({
      side,
      score: ctx.score ? (ctx.score[side] ?? 0) : null,
      foulsInRow: ctx.fouls[side] ?? 0,
      warned: ctx.warned[side] ?? false,
    })),
    groups: ctx.game === 'eight-ball' ? (x?.groups ?? 'open') : null,
    ballOn: ROTATION.has(ctx.game) && !over ? lowest(ctx.onTable) : null,
    pushOutAvailable: ctx.game === 'nine-ball' && !over && !p && x?.pushOutAvailable === true && ctx.phase === 'play',
    cueBall: ctx.cueBall,
    placing: over || p ? null : placingOf(ctx.cueBall),
    choice: p
      ? {
          chooser: p.chooser,
          offender: p.offender,
          about: p.about,
          options: p.options,
          candidates: p.candidates ?? null,
        }
      : null,
    result: ctx.result,
  };
}
