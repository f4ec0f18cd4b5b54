import { defineGame, type KitRules, kitLoad, ownRules, triangle } from '../descriptor.ts';
import type { CutthroatState } from './game.ts';

/** Cutthroat: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'cutthroat',
  // cutthroat/2: three or five players (cutthroat/rules.ts checks which)
  players: { min: 3, max: 5 },
  rack: triangle(
    [[1], [2, 3], [4, 5, 7], [8, 9, 10, 12], [6, 13, 14, 15, 11]],
    [1, 6, 11],
    'seed Cutthroat 4: 1 on the foot spot, 6 and 11 in the back corners',
  ),
  load: kitLoad<CutthroatState>(
    (): Promise<KitRules> => import('./game.ts').then((m) => m.CUTTHROAT),
    () => import('./flow.json', { with: { type: 'json' } }),
  ),
  rules: ownRules('cutthroat', 4),
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-self', 'rerack-opponent', 'spot-nearest'] },
});
