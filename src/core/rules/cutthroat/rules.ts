/** Cutthroat (rule page `cutthroat`, seed L466-516): pure predicates, each naming its section. */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { type BallSet, has, lowest, range, toList } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import { keyed } from '../common/keyed.ts';
import { type PlayerId, type RefereeDoc, RefereeInputError } from '../common/types.ts';

export interface CutX {
  /** 5: each player's group */
  groups: Record<PlayerId, BallSet>;
  /** 9.3: players out of the game (every ball of their group off the table) */
  out: PlayerId[];
  /** 9.5: the order in which players went out (for the order of play of the next game) */
  wentOut: PlayerId[];
}
export type CutContext = GameContext<CutX>;

/** 2: three or five players. */
export function checkPlayers(doc: RefereeDoc): void {
  if (doc.teams)
    throw new RefereeInputError('players', 'cutthroat is played by three or five players, not teams (cutthroat/2)');
  const n = doc.players.length;
  if (n !== 3 && n !== 5)
    throw new RefereeInputError('players', `cutthroat is played by three or five players (cutthroat/2), not ${n}`);
}

/** 5: three players 1-5, 6-10, 11-15; five players 1-3, 4-6, 7-9, 10-12, 13-15, in the order of play. */
export function assignGroups(players: readonly PlayerId[]): Record<PlayerId, BallSet> {
  const size = 15 / players.length;
  return keyed(players.map((p, i) => [p, range(i * size + 1, (i + 1) * size)]));
}

/** 9.1: the cue ball must first hit an opponent's ball. */
export const isOpponentBall = (ctx: CutContext, shooter: PlayerId, ball: number): boolean =>
  !has(ctx.x.groups[shooter] ?? 0, ball);

/** 6, 9.3: a player with no ball of his group on the table is out. */
export const hasBallsLeft = (ctx: CutContext, p: PlayerId, onTable: BallSet): boolean =>
  ((ctx.x.groups[p] ?? 0) & onTable) !== 0;

/**
 * 9.2, 10, 11: on an illegal shot the opponents' balls pocketed or jumped are spotted; the shooter's
 * own stay off the table.
 */
export const opponentsBallsToSpot = (ctx: CutContext, shooter: PlayerId, balls: readonly ObjectBall[]): ObjectBall[] =>
  balls.filter((b) => isOpponentBall(ctx, shooter, b)).sort((a, b) => a - b);

/**
 * 13: one previously pocketed ball of each opponent who has one off the table is spotted (the
 * lowest: the source does not say which); an opponent with all his balls on the table is unaffected.
 */
export function penaltyBalls(ctx: CutContext, shooter: PlayerId, onTable: BallSet): ObjectBall[] {
  const out: ObjectBall[] = [];
  for (const p of ctx.players) {
    if (p === shooter) continue;
    const down = (ctx.x.groups[p] ?? 0) & ~onTable;
    const b = lowest(down);
    if (b !== null) out.push(b);
  }
  return out.sort((a, b) => a - b);
}

/** 9.4: the opponents' balls on the table: all in the kitchen, the shooter in hand behind the head string may have the nearest spotted. */
export const opponentsBalls = (ctx: CutContext, shooter: PlayerId): ObjectBall[] =>
  toList(ctx.onTable).filter((b) => isOpponentBall(ctx, shooter, b));

/** 9.5: next game's order: first out breaks, the others in the order they went out, the winner last. */
export function nextGameOrder(
  players: readonly PlayerId[],
  wentOut: readonly PlayerId[],
  winner: PlayerId | null,
): PlayerId[] {
  const first = wentOut.filter((p, i) => wentOut.indexOf(p) === i && p !== winner);
  const rest = players.filter((p) => !first.includes(p) && p !== winner);
  return [...first, ...rest, ...(winner ? [winner] : [])];
}
