/**
 * The kitchen spotting option of the games whose own paragraph gives it (side-pocket-one/7.6,
 * cutthroat/9.4, forty-one/9.5; the recreational games' options are in recreational/shared.ts):
 * the player with the cue ball in hand behind the head string, the balls that matter all in the
 * kitchen, may have the one nearest the head string spotted (3.32).
 */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { toList } from './balls.ts';
import type { GameContext } from './context.ts';
import type { Draft } from './draft.ts';
import { isInHandKitchen } from './head-string.ts';
import { isInKitchen, type Point } from './table.ts';
import { kitchenSpotOffer } from './template.ts';
import type { BallKey } from './types.ts';

/**
 * Of `balls`, the ones nearest the head string when every one of them is known to lie in the
 * kitchen (several when equally near); null when there are none, or one is elsewhere or unknown.
 */
export function nearestInKitchen(ctx: GameContext, balls: readonly ObjectBall[]): ObjectBall[] | null {
  if (balls.length === 0) return null;
  const at: Array<[ObjectBall, Point]> = [];
  for (const b of balls) {
    const p = ctx.positions[String(b) as BallKey];
    if (!p || !isInKitchen(ctx.table, p)) return null;
    at.push([b, p]);
  }
  const gap = (p: Point) => ctx.table.headStringX - p[0];
  const best = Math.min(...at.map(([, p]) => gap(p)));
  return at.filter(([, p]) => gap(p) - best < 1e-9).map(([b]) => b);
}

/**
 * The player to shoot with the cue ball in hand behind the head string, play going on and no other
 * choice open, is offered the spotting option (template `kitchenSpotOffer`: the game's paragraph
 * `rule`, said by `code`) when the `balls` that matter (every object ball unless the game names
 * them) all lie in the kitchen: the nearest to the head string may be spotted.
 */
export function offerKitchenSpot<X>(
  ctx: GameContext<X>,
  d: Draft,
  rule: string,
  code: Parameters<typeof kitchenSpotOffer>[4],
  balls: readonly ObjectBall[] = toList(ctx.onTable),
): GameContext<X> {
  if (!isInHandKitchen(ctx) || ctx.phase !== 'play' || ctx.pending) return ctx;
  const candidates = nearestInKitchen(ctx, balls);
  return candidates ? kitchenSpotOffer(ctx, candidates, d, rule, code) : ctx;
}
