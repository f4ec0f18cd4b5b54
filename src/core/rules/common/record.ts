/**
 * How a game records its ruling in the context (the template's `done` hook): the ruling read from
 * the draft and the new context (draft.ts `finish`), with the game's extras.
 */
import type { GameContext } from './context.ts';
import { Draft, finish, type RulingExtras } from './draft.ts';

/** The `done` of a game whose ruling carries only `extras` (e.g. its consecutive fouls, 2.16 and the game's three-foul rule). */
export const recordRuling =
  <X>(extras: RulingExtras = {}) =>
  (ctx: GameContext<X>, d: Draft): GameContext<X> => ({ ...ctx, ruling: finish(ctx, d, extras) });

/**
 * A step the game's flow never routes to the game (no new rack in a game whose log cannot deal or
 * hand out again, no choice in a game that offers none): the context as it is, with an empty ruling.
 */
export const nothingToRule =
  <X>(done: (ctx: GameContext<X>, d: Draft) => GameContext<X>) =>
  (ctx: GameContext<X>, ev: { readonly step: number }): GameContext<X> =>
    done(ctx, new Draft(ev.step));

/**
 * The `done` of the games whose own clauses do not state the choice a ruling opens (odd-ball,
 * mr-and-mrs): the open choice said as the list of its options, then the ruling with `extras`.
 */
export const recordRulingWithOptions =
  <X>(extras: RulingExtras = {}) =>
  (ctx: GameContext<X>, d: Draft): GameContext<X> => {
    if (ctx.pending) d.say('options', { player: ctx.pending.chooser, options: ctx.pending.options });
    return { ...ctx, ruling: finish(ctx, d, extras) };
  };
