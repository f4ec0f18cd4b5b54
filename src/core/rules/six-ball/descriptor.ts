import { defineGame, type KitRules, kitLoad, ownRules, triangle } from '../descriptor.ts';
import type { SixBallState } from './game.ts';

/** Six-Ball: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'six-ball',
  // any number the contract allows
  players: { min: 2, max: 16 },
  rack: triangle(
    [[1], [2, 3], [4, 6, 5]],
    [1, 6],
    'seed Six-Ball 4: rows of 1-2-3, 1 on the foot spot, 6 in the middle of the back row',
  ),
  load: kitLoad<SixBallState>(
    (): Promise<KitRules> => import('./game.ts').then((m) => m.SIX_BALL),
    () => import('./flow.json', { with: { type: 'json' } }),
  ),
  rules: ownRules('six-ball', 1),
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-self', 'rerack-opponent'] },
});
