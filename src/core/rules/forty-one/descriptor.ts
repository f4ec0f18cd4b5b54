import { random15 } from '../../table/rack-plan.ts';
import { defineGame, type KitRules, kitLoad, ownRules } from '../descriptor.ts';
import type { FortyOneState } from './game.ts';

/** Forty-One: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'forty-one',
  // forty-one/2: two to fifteen players
  players: { min: 2, max: 15 },
  rack: random15('seed Forty-One: standard triangle, balls at random'),
  stepKinds: ['shot', 'choose', 'announce'],
  load: kitLoad<FortyOneState>(
    (): Promise<KitRules> => import('./game.ts').then((m) => m.FORTY_ONE),
    () => import('./flow.json', { with: { type: 'json' } }),
  ),
  rules: ownRules('forty-one', 6),
  quiz: { options: ['accept', 'pass', 'kitchen', 'spot-nearest', 'spot-lowest'] },
});
