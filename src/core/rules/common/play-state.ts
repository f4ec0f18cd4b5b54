/**
 * A game's own play state (kit.ts `PlayState`): a state of its machine that the context rests in
 * while the game's predicate holds (a ball owed, a bust to declare, a score from which only caroms
 * count ...), checked in the order the game lists them.
 */
import type { GameContext } from './context.ts';
import type { PlayState } from './kit.ts';

/** The play state `state`, rested in while `test` holds; `guard` names the predicate in the machine. */
export const playState = <X>(state: string, guard: string, test: (ctx: GameContext<X>) => boolean): PlayState<X> => ({
  state,
  guard: { name: guard, test },
});
