import { defineGame, type KitRules, kitLoad, ownRules, triangle } from '../descriptor.ts';
import type { BowlliardsState } from './game.ts';

/** Bowlliards: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'bowlliards',
  // any number the contract allows
  players: { min: 2, max: 16 },
  rack: triangle(
    [[1], [2, 3], [4, 5, 6], [7, 8, 9, 10]],
    [],
    'seed Bowlliards 4: ten balls in a 1-2-3-4 triangle, apex on the foot spot',
  ),
  stepKinds: ['shot', 'announce', 'newRack'],
  load: kitLoad<BowlliardsState>(
    (): Promise<KitRules> => import('./game.ts').then((m) => m.BOWLLIARDS),
    () => import('./flow.json', { with: { type: 'json' } }),
  ),
  rules: ownRules('bowlliards', 3),
  quiz: { options: ['accept', 'pass', 'kitchen'] },
});
