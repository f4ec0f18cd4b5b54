/** Forty-One (rule page `forty-one`, seed L573-630): pure predicates, each naming its section. */
import type { ObjectBall } from '../../vocabulary/index.ts';
import { range } from '../common/balls.ts';
import type { GameContext } from '../common/context.ts';
import { defineGameTemplates } from '../common/explain.ts';
import { keyed, keyedFrom } from '../common/keyed.ts';
import { type PlayerId, type RefereeDoc, RefereeInputError } from '../common/types.ts';

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

export const TARGET = 41;
export const FULL_RACK = range(1, 15);

/** 5, options.peas: `{"A": 7}` or, with the peas drawn after a bust, `{"A": [7, 12]}`; each 1-15. */
export function readPeas(doc: RefereeDoc): Record<PlayerId, number[]> {
  const raw = keyedFrom(doc.options.peas as Record<string, unknown> | undefined);
  const out: Record<PlayerId, number[]> = keyed();
  for (const p of Object.keys(raw))
    if (!doc.players.includes(p)) throw new RefereeInputError(`options.peas.${p}`, 'not one of the players');
  for (const p of doc.players) {
    const v = raw[p];
    const list = typeof v === 'number' ? [v] : Array.isArray(v) ? v : null;
    if (v === undefined) {
      // a pea the log does not give is secret to the referee too: no claim or bust of that player can be ruled
      out[p] = [];
      continue;
    }
    if (!list || list.length === 0)
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

defineGameTemplates({
  'forty-one.points': { en: '{player} scores {n}.', ru: '{player} получает {n} очк.' },
  'forty-one.oneShot': {
    en: 'One shot per inning: {player} comes to the table.',
    ru: 'Один удар за подход: к столу выходит {player}.',
  },
  'forty-one.illegalBreak': {
    en: 'Not an open break: no ball pocketed and fewer than four object balls reached a cushion: foul.',
    ru: 'Разбой не открытый: ни один шар не забит и менее четырёх прицельных шаров коснулись борта — фол.',
  },
  'forty-one.spotted': {
    en: 'Balls pocketed on the foul and jumped balls do not count and are spotted.',
    ru: 'Шары, забитые с фолом, и выскочившие шары не засчитываются и выставляются.',
  },
  'forty-one.penalty': {
    en: 'Penalty: {player} spots the {ball}, the last ball he pocketed (minus {ball}).',
    ru: 'Штраф: {player} выставляет шар {ball}, забитый им последним (минус {ball}).',
  },
  'forty-one.noPenalty': {
    en: '{player} has pocketed no ball yet: no penalty.',
    ru: '{player} ещё не забил ни одного шара — штрафа нет.',
  },
  'forty-one.claim': {
    en: '{player} shows the pea: {points} points and pea {pea} make exactly 41.',
    ru: '{player} показывает горошину: {points} очков и горошина {pea} — ровно 41.',
  },
  'forty-one.falseClaim': {
    en: '{player} claims 41, but the pea does not make exactly 41: the claim has no effect.',
    ru: '{player} заявляет 41, но с горошиной не получается ровно 41: заявление ничего не меняет.',
  },
  'forty-one.bust': {
    en: '{player} declares a bust: all his balls are spotted and his points start again from 0.',
    ru: '{player} объявляет перебор: все его шары выставляются, очки начинаются с нуля.',
  },
  'forty-one.newPea': { en: '{player} draws a new pea.', ru: '{player} тянет новую горошину.' },
  'forty-one.falseBust': {
    en: '{player} declares a bust but is not over 41: the declaration has no effect.',
    ru: '{player} объявляет перебор, но у него не больше 41: объявление ничего не меняет.',
  },
  'forty-one.disqualified': {
    en: '{player} went over 41 and did not declare a bust before the next shot: disqualified for the rest of the game.',
    ru: '{player} перебрал 41 и не объявил перебор до следующего удара — дисквалифицирован до конца партии.',
  },
  'forty-one.lastLeft': { en: '{player} is the only player left.', ru: 'В игре остаётся только {player}.' },
  'forty-one.cleared': {
    en: 'No balls are left and nobody has claimed 41: the highest total not over 41 wins.',
    ru: 'Шаров не осталось, и никто не заявил 41: побеждает наибольшая сумма, не превышающая 41.',
  },
  'forty-one.clearedDraw': {
    en: 'No balls are left and nobody has claimed 41: the best totals are level, the game is drawn.',
    ru: 'Шаров не осталось, и никто не заявил 41: лучшие суммы равны — ничья.',
  },
  'forty-one.kitchen': {
    en: 'Every object ball is in the kitchen: {player} may have the one nearest the head string spotted on the foot spot.',
    ru: 'Все прицельные шары находятся в доме: {player} может попросить выставить ближайший к передней линии шар на заднюю отметку.',
  },
  'forty-one.peaUnknown': {
    en: "{player}'s pea is not given to the referee: the announcement cannot be ruled and has no effect.",
    ru: 'Горошина игрока {player} судье не сообщена: заявление не может быть рассмотрено и ничего не меняет.',
  },
  'forty-one.concede': {
    en: '{player} concedes and leaves the game.',
    ru: '{player} признаёт поражение и выходит из партии.',
  },
});
