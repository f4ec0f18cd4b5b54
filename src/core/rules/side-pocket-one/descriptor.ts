import { random15 } from '../../table/rack-plan.ts';
import { defineGame, type KitRules, kitLoad, ownRules } from '../descriptor.ts';
import type { SidePocketOneState } from './game.ts';

/** One-ball in the side pocket: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'side-pocket-one',
  // side-pocket-one/2
  players: { min: 2, max: 2 },
  rack: random15('seed L789 (rack section missing): assumed standard triangle with the 1 at the apex'),
  load: kitLoad<SidePocketOneState>(
    (): Promise<KitRules> => import('./game.ts').then((m) => m.SIDE_POCKET_ONE),
    () => import('./flow.json', { with: { type: 'json' } }),
  ),
  rules: ownRules('side-pocket-one', 10),
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-opponent', 'rerack-self', 'spot-nearest'] },
});
