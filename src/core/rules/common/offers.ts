/**
 * A choice given to the incoming player after a shot (an illegal break, a foul, Cowboy's opening
 * shot, 3.9): he comes to the table with the cue ball as he would have it if he accepts, and the
 * choice is open (template.ts `offer`; flow.ts `applyGeneralChoice` resolves it).
 */
import type { GameContext } from './context.ts';
import { offer, type Turn } from './template.ts';
import type { CueBallState, OptionName } from './types.ts';

/** `next` with the incoming player at the table, the cue ball `cueBall`, and his choice of `options` open. */
export function offered<X>(
  t: Turn<X>,
  next: GameContext<X>,
  options: OptionName[],
  about: string,
  cueBall: CueBallState,
): GameContext<X> {
  return { ...next, turn: t.incoming, cueBall, pending: offer(t, options, about, cueBall) };
}
