/**
 * How a game records a ruling in its context (the template's `done`, template.ts): the draft
 * finished into a ruling (draft.ts `finish`) with the game's extras.
 */
import type { GameContext } from './context.ts';
import { Draft, finish, type RulingExtras } from './draft.ts';

/** What a game adds to its rulings. */
export interface Recording extends RulingExtras {
  /** the choice left open to a player is said with its options (the games whose clauses do not all state it) */
  sayOptions?: boolean;
}

/**
 * A game's `done`: the ruling recorded with the game's extras (e.g. the side's consecutive fouls
 * when the game has a three-foul rule, 2.16 and the game's paragraph), and the open choice said
 * as its options when `sayOptions`.
 */
export const recordRuling =
  <X>({ sayOptions = false, ...extras }: Recording = {}) =>
  (ctx: GameContext<X>, d: Draft): GameContext<X> => {
    if (sayOptions && ctx.pending) d.say('options', { player: ctx.pending.chooser, options: ctx.pending.options });
    return { ...ctx, ruling: finish(ctx, d, extras) };
  };

/**
 * A step the game's flow never routes to the game (no new rack in a game whose log cannot deal or
 * hand out again, no choice in a game that offers none): the context as it is, with an empty ruling.
 */
export const nothingToRule =
  <X>(done: (ctx: GameContext<X>, d: Draft) => GameContext<X>) =>
  (ctx: GameContext<X>, ev: { readonly step: number }): GameContext<X> =>
    done(ctx, new Draft(ev.step));
