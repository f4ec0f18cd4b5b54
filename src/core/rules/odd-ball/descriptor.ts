import { FIFTEEN_CENTRE } from '../../table/rack-plan.ts';
import { defineGame, type KitRules, kitLoad, ownRules, triangle } from '../descriptor.ts';
import type { OddBallState } from './game.ts';

/** Odd Ball: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'odd-ball',
  // odd-ball/2: two players or two teams
  players: { min: 2, max: 2 },
  rack: triangle(FIFTEEN_CENTRE, [1, 2, 3, 15], 'seed Odd Ball 4: 1 at the apex, 2 right, 3 left, 15 in the centre'),
  load: kitLoad<OddBallState>(
    (): Promise<KitRules> => import('./game.ts').then((m) => m.ODD_BALL),
    () => import('./flow.json', { with: { type: 'json' } }),
  ),
  rules: ownRules('odd-ball', 9),
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-self', 'rerack-opponent', 'spot-lowest'] },
});
