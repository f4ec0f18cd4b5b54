import { FIFTEEN_CENTRE } from '../../table/rack-plan.ts';
import { defineGame, type KitRules, kitLoad, ownRules, triangle } from '../descriptor.ts';
import type { CribbageState } from './game.ts';

/** Cribbage: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'cribbage',
  // cribbage/2
  players: { min: 2, max: 2 },
  rack: triangle(
    FIFTEEN_CENTRE,
    [15, 1, 2, 3],
    'seed Cribbage 4: 15 in the centre, no two corner balls adding up to 15 (1, 2, 3 here)',
  ),
  load: kitLoad<CribbageState>(
    (): Promise<KitRules> => import('./game.ts').then((m) => m.CRIBBAGE),
    () => import('./flow.json', { with: { type: 'json' } }),
  ),
  rules: ownRules('cribbage', 12),
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-self', 'rerack-opponent', 'spot-nearest'] },
});
