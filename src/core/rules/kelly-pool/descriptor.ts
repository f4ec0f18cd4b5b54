import { ONE_TWO_THREE_CORNERS } from '../../table/rack-plan.ts';
import { defineGame, type KitRules, kitLoad, ownRules, triangle } from '../descriptor.ts';
import type { KellyPoolState } from './game.ts';

/** Kelly Pool: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'kelly-pool',
  // kelly-pool/3, 5: fifteen peas, one per player: at most fifteen players
  players: { min: 2, max: 15 },
  rack: triangle(
    ONE_TWO_THREE_CORNERS,
    [1, 2, 3],
    'seed Kelly Pool 4: 1 at the apex, 2 in the right corner, 3 in the left corner',
  ),
  load: kitLoad<KellyPoolState>(
    (): Promise<KitRules> => import('./game.ts').then((m) => m.KELLY_POOL),
    () => import('./flow.json', { with: { type: 'json' } }),
  ),
  rules: ownRules('kelly-pool', 7),
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-self', 'rerack-opponent', 'spot-lowest'] },
});
