import { defineGame, type KitRules, kitLoad, triangle, wpaRules } from '../descriptor.ts';
import type { NineBallState } from './game.ts';

/** Nine-ball: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'nine-ball',
  // 1.1: two players or two teams
  players: { min: 2, max: 2, rule: '1.1' },
  // the current WPA Rules of Play cover it (docs/referee.md, "Editions")
  currentEdition: true,
  rack: triangle(
    [[1], [2, 3], [4, 9, 5], [6, 7], [8]],
    [1, 9],
    'seed 5.2: diamond, 1 at the apex on the foot spot, 9 in the centre',
  ),
  load: kitLoad<NineBallState>(
    (): Promise<KitRules> => import('./game.ts').then((m) => m.NINE_BALL),
    () => import('./flow.json', { with: { type: 'json' } }),
  ),
  rules: wpaRules('nine-ball', '5'),
  quiz: { options: ['accept', 'pass', 'rerack-self', 'rerack-opponent', 'kitchen', 'spot-lowest'] },
});
