/**
 * The consecutive-fouls rule, one for every game that has it (nine-ball 5.13, 14.1 6.12, six-ball 8.4,
 * cowboy 6.8 ...), set per game and edition by data: the paragraph of the game's three-foul rule and
 * the warning's paragraphs. 2.16: the referee must warn a player whose count reaches two; a third foul
 * counts only if that warning was recorded (`{"announce": {"by": "referee", "what": "warning"}}`),
 * otherwise the player is taken to have had one foul before the shot, so his count stands at two
 * again and the warning is due again. What the third foul costs is data too (`penalty`: the game
 * lost, the player out, 14.1's fifteen points and re-rack), applied by the one shared step `thirdFoul`
 * (third-foul.ts): no game codes it.
 */
import type { GameContext } from './context.ts';
import type { Draft } from './draft.ts';
import { keyedFrom, withKey } from './keyed.ts';
import type { SayCode, SayParams } from './says.ts';
import type { SideId } from './types.ts';

/** A message with no data, or one naming the player to choose and the other (the re-rack choice). */
type PlainSay = { [K in SayCode]: SayParams[K] extends undefined ? K : never }[SayCode];
type ChoiceSay = { [K in SayCode]: SayParams[K] extends { player: string; other: string } ? K : never }[SayCode];

/** What the third foul in a row costs (after the warning). */
export type ThirdFoulPenalty =
  /** the side loses the game (counted per player: the player's side loses, said naming both) */
  | { readonly kind: 'loses-game' }
  /**
   * the player is out of the game while more than one other side is left, else he loses;
   * `scoreStays`: the balls he pocketed stay down (said so)
   */
  | { readonly kind: 'out'; readonly scoreStays?: boolean }
  /**
   * `points` off in all (the foul's own included), said by `say`; then the rack: the opponent
   * accepts the table or has all 15 racked and the offender break (`choice`, said by `say`), or all
   * 15 are racked and the offender must break (`offender-breaks`, said by `say`)
   */
  | {
      readonly kind: 'points';
      readonly points: number;
      readonly say: PlainSay;
      readonly rerack:
        | { readonly kind: 'choice'; readonly say: ChoiceSay }
        | { readonly kind: 'offender-breaks'; readonly say: PlainSay };
    };

export interface ConsecutiveFouls {
  /** the paragraph of the game's three-foul rule, cited first when a count reaches two or three */
  readonly rule: string;
  /** the warning's paragraphs, cited after the rule (2.16, or the current edition's) */
  readonly warning: readonly string[];
  /** 6.12: the third foul closes the count (it starts again at 0); elsewhere it stays at three */
  readonly closesCount?: boolean;
  /** the count is kept per player, with teams too (Odd Ball 8.7, Mr. & Mrs. 8.4); else per side */
  readonly countedBy?: 'players';
  /** what the third foul costs (the game lost unless a game says otherwise) */
  readonly penalty: ThirdFoulPenalty;
}

/** A game's policy with the general warning paragraph 2.16; the third foul loses the game unless `extra` says otherwise. */
export const threeFouls = (rule: string, extra: Partial<ConsecutiveFouls> = {}): ConsecutiveFouls => ({
  rule,
  warning: ['2.16'],
  penalty: { kind: 'loses-game' },
  ...extra,
});

/**
 * 2.16 with a three-foul rule: the count after another foul, whether it is a third foul that counts
 * (`third`), and whether a third foul went without the recorded warning (`unwarned`: counted as a second).
 */
export function threeFoulRule(count: number, warned: boolean): { count: number; third: boolean; unwarned: boolean } {
  const n = count + 1;
  if (n < 3) return { count: n, third: false, unwarned: false };
  return warned ? { count: n, third: true, unwarned: false } : { count: 2, third: false, unwarned: true };
}

export interface CountedFoul<X> {
  fouls: GameContext<X>['fouls'];
  warned: GameContext<X>['warned'];
  /** the count after the foul (two again after an unwarned third foul) */
  count: number;
  /** a third foul in a row after the warning: the game's penalty applies */
  third: boolean;
  unwarned: boolean;
}

/** 2.16: the warning due to `key`, whose count stands at two: in the ruling's warnings and in words. */
export function warnAtTwo(d: Draft, key: SideId): Draft {
  return d.warn('two-consecutive-fouls').say('fouls.two', { side: key });
}

/**
 * Counts a foul of `key` (a side, or a player where the game counts per player) under `policy`:
 * the three-foul paragraph decides the ruling when the count reaches two or three (it is cited first),
 * the warning is in the ruling whenever the count stands at two, and an unwarned third foul is said.
 */
export function countFoul<X>(ctx: GameContext<X>, key: SideId, d: Draft, policy: ConsecutiveFouls): CountedFoul<X> {
  const r = threeFoulRule(ctx.fouls[key] ?? 0, ctx.warned[key] === true);
  const after = r.third && policy.closesCount ? 0 : r.count;
  if (r.third) d.decide(policy.rule, ...policy.warning);
  else if (r.unwarned) d.decide(...policy.warning, policy.rule).say('fouls.unwarned');
  else if (r.count === 2) d.decide(policy.rule, ...policy.warning);
  if (!r.third && r.count === 2) warnAtTwo(d, key);
  return {
    fouls: withKey(ctx.fouls, key, after),
    // the warning holds until a legal shot; an unwarned third foul leaves the side unwarned
    warned: withKey(ctx.warned, key, r.unwarned ? false : ctx.warned[key] === true),
    count: after,
    third: r.third,
    unwarned: r.unwarned,
  };
}

/** A legal shot clears the side's consecutive fouls and its warning. */
export function clearFouls<X>(ctx: GameContext<X>, side: SideId): Pick<GameContext<X>, 'fouls' | 'warned'> {
  return { fouls: withKey(ctx.fouls, side, 0), warned: withKey(ctx.warned, side, false) };
}

/**
 * The referee's warning announced (2.16; the game's three-foul paragraph first where it has one):
 * every side or player (each key of `fouls`) standing at two fouls in a row is warned.
 */
export function applyWarning<X>(ctx: GameContext<X>, by: string, d: Draft, policy?: ConsecutiveFouls): GameContext<X> {
  d.cite(...(policy ? [policy.rule, ...policy.warning] : ['2.16']));
  const warned = keyedFrom(ctx.warned);
  let any = false;
  for (const [who, n] of Object.entries(ctx.fouls)) {
    if (n >= 2) {
      warned[who] = true;
      any = true;
      d.say('announce.warning', { player: by, side: who });
    }
  }
  if (!any) d.say('announce.warningNone');
  return { ...ctx, warned };
}
