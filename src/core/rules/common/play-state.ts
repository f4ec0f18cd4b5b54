/** A game's own play state (kit.ts `PlayState`) from its name, its guard's name and the guard's test. */
import type { ContextGuard, PlayState } from './kit.ts';

/** The play state `state`, entered when `test` (named `name` in the machine) holds of the new context. */
export const guardedState = <X>(state: string, name: string, test: ContextGuard<X>): PlayState<X> => ({
  state,
  guard: { name, test },
});
