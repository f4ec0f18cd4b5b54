import { FIFTEEN_CENTRE } from '../../table/rack-plan.ts';
import { defineGame, type KitRules, kitLoad, ownRules, triangle } from '../descriptor.ts';
import type { MrAndMrsState } from './game.ts';

/** Mr. & Mrs.: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'mr-and-mrs',
  // mr-and-mrs/2: two to six players
  players: { min: 2, max: 6 },
  rack: triangle(FIFTEEN_CENTRE, [1, 2, 3, 15], 'seed Mr. & Mrs. 4: 1 at the apex, 2 right, 3 left, 15 in the centre'),
  load: kitLoad<MrAndMrsState>(
    (): Promise<KitRules> => import('./game.ts').then((m) => m.MR_AND_MRS),
    () => import('./flow.json', { with: { type: 'json' } }),
  ),
  rules: ownRules('mr-and-mrs', 8),
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-opponent', 'rerack-self', 'spot-lowest', 'spot-nearest'] },
});
