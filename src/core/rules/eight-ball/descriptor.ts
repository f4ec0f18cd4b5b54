import { defineGame, type KitRules, kitLoad, triangle, wpaRules } from '../descriptor.ts';
import type { EightBallState } from './game.ts';

/** Eight-ball: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'eight-ball',
  // 1.1: two players or two teams
  players: { min: 2, max: 2, rule: '1.1' },
  // the current WPA Rules of Play cover it (docs/referee.md, "Editions")
  currentEdition: true,
  rack: triangle(
    [[1], [9, 2], [3, 8, 10], [11, 4, 12, 5], [6, 13, 14, 7, 15]],
    [8, 6, 15],
    'WPA 4.2 / seed 4.2: 8 in the centre of the third row, a solid and a stripe in the back corners',
  ),
  load: kitLoad<EightBallState>(
    (): Promise<KitRules> => import('./game.ts').then((m) => m.EIGHT_BALL),
    () => import('./flow.json', { with: { type: 'json' } }),
  ),
  rules: wpaRules('eight-ball', '4'),
  quiz: { options: ['accept', 'pass', 'rerack-self', 'rerack-opponent', 'spot-eight', 'rerack', 'kitchen'] },
});
