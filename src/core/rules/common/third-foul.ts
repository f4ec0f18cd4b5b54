/**
 * The third foul in a row after the warning (consecutive-fouls.ts): one step for every game, applying
 * the penalty its policy names as data. The games count the foul (`countFoul`), settle the balls the
 * foul moved, and hand the result here; only what is the game's own (who goes on once a player is
 * out, how 14.1 racks all 15) comes in as a hook.
 */
import type { ConsecutiveFouls } from './consecutive-fouls.ts';
import type { GameContext } from './context.ts';
import { endGame, loseGame } from './flow.ts';
import { cueBallAfterScratch } from './head-string.ts';
import { withKey } from './keyed.ts';
import { nextInOrder } from './players.ts';
import { offered, type PlayersOut, type Turn } from './template.ts';
import type { PlayerId } from './types.ts';

const REASON = 'three-consecutive-fouls';

/** The game's own steps after a third foul. */
export interface AfterThirdFoul<X> {
  /** `out`: the game goes on with `player`, the next still in (by default he is simply to shoot) */
  goOn?: (ctx: GameContext<X>, player: PlayerId) => GameContext<X>;
  /** `points` with `offender-breaks`: all 15 racked, `breaker` to break (by default the context as it is) */
  rerack?: (ctx: GameContext<X>, breaker: PlayerId) => GameContext<X>;
}

/** The players already out of the game (none in a game that puts nobody out). */
const outOf = <X>(ctx: GameContext<X>): readonly PlayerId[] => (ctx.x as Partial<PlayersOut>).out ?? [];

/**
 * The policy's penalty for the third foul of `t`'s shooter: `next` is the context after the foul
 * (its count, warning and balls already settled by the game).
 */
export function thirdFoul<X>(
  t: Turn<X>,
  next: GameContext<X>,
  policy: ConsecutiveFouls,
  after: AfterThirdFoul<X> = {},
): GameContext<X> {
  const { d, a, side, ctx0 } = t;
  const penalty = policy.penalty;
  switch (penalty.kind) {
    case 'loses-game':
      // counted per player (a team game): the player's three fouls lose his side the game
      if (policy.countedBy === 'players') d.say('fouls.teamLoses', { player: a.shooter, side });
      else d.say('loss', { side, reason: REASON });
      return loseGame(next, side, REASON);
    case 'out': {
      const out0 = outOf(ctx0);
      const left = ctx0.sides.filter((s) => s !== side && !out0.includes(s));
      if (left.length <= 1) {
        d.say('loss', { side, reason: REASON });
        return endGame(next, { winner: left[0] ?? null, loser: side, reason: REASON });
      }
      d.say(penalty.scoreStays ? 'fouls.outScoreStays' : 'fouls.out', { side });
      const out = [...out0, a.shooter];
      const put = { ...next, x: { ...next.x, out } } as GameContext<X>;
      const player = nextInOrder(ctx0.players, a.shooter, (p) => out.includes(p));
      return after.goOn ? after.goOn(put, player) : { ...put, turn: player };
    }
    case 'points': {
      d.say(penalty.say);
      const scored = { ...next, score: withKey(next.score, side, (next.score?.[side] ?? 0) - penalty.points) };
      const rerack = penalty.rerack;
      if (rerack.kind === 'offender-breaks') {
        d.say(rerack.say);
        return after.rerack ? after.rerack(scored, a.shooter) : scored;
      }
      d.say(rerack.say, { player: t.incoming, other: a.shooter });
      const cueBall = cueBallAfterScratch(a);
      return offered(t, scored, ['accept', 'rerack-opponent'], 'third-foul', cueBall);
    }
  }
}
