/** Forty-One (rule page `forty-one`, seed L573-630): pure predicates, each naming its section. */
import type { ObjectBall } from '../../vocabulary/index.ts';
import type { GameContext } from '../common/context.ts';
import { keyed, keyedFrom } from '../common/keyed.ts';
import { type PlayerId, type RefereeDoc, RefereeInputError } from '../common/types.ts';
import { requirePlayerKeys } from '../recreational/shared.ts';

export interface FortyX {
  /** 5, 9.7: each player's pea now first, then the peas he will draw after a bust (`options.peas`) */
  peas: Record<PlayerId, number[]>;
  /** 7, 13: the balls each player has legally pocketed, in order (the last one is spotted for a foul) */
  pocketedBy: Record<PlayerId, ObjectBall[]>;
  /** 9.7: the player who went over 41 on the last shot and must declare a bust before the next shot */
  bustDue: PlayerId | null;
  /** 9.7: players disqualified for not declaring a bust */
  out: PlayerId[];
}
export type FortyContext = GameContext<FortyX>;

const TARGET = 41;

/** 5, options.peas: `{"A": 7}` or, with the peas drawn after a bust, `{"A": [7, 12]}`; each 1-15. */
export function readPeas(doc: RefereeDoc): Record<PlayerId, number[]> {
  const raw = keyedFrom(doc.options.peas as Record<string, unknown> | undefined);
  requirePlayerKeys(doc.players, raw, 'options.peas');
  const out: Record<PlayerId, number[]> = keyed();
  for (const p of doc.players) {
    const v = raw[p];
    // a pea the log does not give is secret to the referee too (an empty list): no claim or bust of that
    // player can be ruled
    const list = v === undefined ? [] : typeof v === 'number' ? [v] : Array.isArray(v) && v.length > 0 ? v : null;
    if (!list)
      throw new RefereeInputError(
        `options.peas.${p}`,
        'a pea is a number 1-15, or a list of them (drawn in turn after busts)',
      );
    list.forEach((n, i) => {
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 15)
        throw new RefereeInputError(
          `options.peas.${p}${Array.isArray(v) ? `[${i}]` : ''}`,
          'a pea is numbered 1 to 15',
        );
    });
    out[p] = list as number[];
  }
  return out;
}

/** The player's pea is known to the referee (given in `options.peas`). */
export const peaKnown = (ctx: FortyContext, p: PlayerId): boolean => (ctx.x.peas[p]?.length ?? 0) > 0;

/** 6, 9.6: the player's points plus his private number. */
export const totalOf = (ctx: FortyContext, p: PlayerId): number => (ctx.score?.[p] ?? 0) + (ctx.x.peas[p]?.[0] ?? 0);

/** 9.6: exactly 41. */
export const hasForty = (ctx: FortyContext, p: PlayerId): boolean => peaKnown(ctx, p) && totalOf(ctx, p) === TARGET;

/** 9.7: over 41. */
export const isBust = (ctx: FortyContext, p: PlayerId): boolean => peaKnown(ctx, p) && totalOf(ctx, p) > TARGET;

/** 7: a legally pocketed ball scores its number. */
export const pointsOf = (balls: readonly ObjectBall[]): number => balls.reduce((s, b) => s + b, 0);

/** 13: the ball the offender spots for a foul: the last one he pocketed (the source does not say which). */
export const penaltyBall = (pocketed: readonly ObjectBall[]): ObjectBall | null =>
  pocketed[pocketed.length - 1] ?? null;

/**
 * 9.8: the table is cleared and nobody has claimed 41: the highest total not over 41 wins
 * (players over 41 and disqualified players cannot); level on the most points, a draw.
 */
export function clearedTableResult(ctx: FortyContext): { winner: PlayerId | null; draw: boolean } {
  // peas not given to the referee: the points alone are compared
  const known = ctx.players.every((p) => ctx.x.out.includes(p) || peaKnown(ctx, p));
  const value = (p: PlayerId) => (known ? totalOf(ctx, p) : (ctx.score?.[p] ?? 0));
  const live = ctx.players.filter((p) => !ctx.x.out.includes(p) && value(p) <= TARGET);
  if (live.length === 0) return { winner: null, draw: true };
  const best = Math.max(...live.map(value));
  const top = live.filter((p) => value(p) === best);
  return top.length === 1 ? { winner: top[0] as PlayerId, draw: false } : { winner: null, draw: true };
}
