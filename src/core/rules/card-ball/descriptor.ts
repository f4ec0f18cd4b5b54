import { random15 } from '../../table/rack-plan.ts';
import { defineGame, type KitRules, kitLoad, ownRules } from '../descriptor.ts';
import type { CardBallState } from './game.ts';

/** Card Ball: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'card-ball',
  // card-ball/2: two to six players
  players: { min: 2, max: 6 },
  rack: random15('Card Ball (Poker Pool): standard triangle, balls at random'),
  stepKinds: ['shot', 'choose', 'announce'],
  load: kitLoad<CardBallState>(
    (): Promise<KitRules> => import('./game.ts').then((m) => m.CARD_BALL),
    () => import('./flow.json', { with: { type: 'json' } }),
  ),
  rules: ownRules('card-ball', 2),
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-self'] },
});
