import { random15 } from '../../table/rack-plan.ts';
import { defineGame, type KitRules, kitLoad, ownRules } from '../descriptor.ts';
import type { HonoluluState } from './game.ts';

/** Honolulu: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'honolulu',
  // honolulu/2
  players: { min: 2, max: 2 },
  rack: random15('seed Honolulu 4: fifteen balls racked at random'),
  load: kitLoad<HonoluluState>(
    (): Promise<KitRules> => import('./game.ts').then((m) => m.HONOLULU),
    () => import('./flow.json', { with: { type: 'json' } }),
  ),
  rules: ownRules('honolulu', 11),
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-self'] },
});
