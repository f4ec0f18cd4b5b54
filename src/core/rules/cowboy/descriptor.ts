import { defineGame, type KitRules, kitLoad, ownRules } from '../descriptor.ts';
import type { CowboyState } from './game.ts';

/** Cowboy: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'cowboy',
  // any number the contract allows
  players: { min: 2, max: 16 },
  rack: {
    kind: 'spots',
    balls: [
      [1, 'head'],
      [3, 'foot'],
      [5, 'centre'],
    ],
    source: 'seed Cowboy 4: 1 on the head spot, 3 on the foot spot, 5 on the centre spot',
  },
  callsCueBall: true,
  load: kitLoad<CowboyState>(
    (): Promise<KitRules> => import('./game.ts').then((m) => m.COWBOY),
    () => import('./flow.json', { with: { type: 'json' } }),
  ),
  rules: ownRules('cowboy', 5),
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-self', 'rerack-opponent'] },
});
