import { defineGame, type KitRules, kitLoad, triangle, wpaRules } from '../descriptor.ts';
import type { StraightPoolState } from './game.ts';

/** 14.1 continuous: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'straight-pool',
  // 1.1: two players or two teams
  players: { min: 2, max: 2, rule: '1.1' },
  // the current WPA Rules of Play cover it (docs/referee.md, "Editions")
  currentEdition: true,
  // 6.11, 6.12: foul penalties take points off, below zero
  negativeScore: '6.11',
  // The racker stands at the foot cushion facing the head: his right is the y = width side,
  // the last ball of a row.
  rack: triangle(
    [[2], [3, 4], [6, 7, 8], [9, 10, 11, 12], [5, 13, 14, 15, 1]],
    [1, 5],
    "seed 6.4: apex on the foot spot, the 1 in the back corner on the racker's right, the 5 in the left corner, the rest in any order",
  ),
  load: kitLoad<StraightPoolState>(
    (): Promise<KitRules> => import('./game.ts').then((m) => m.STRAIGHT_POOL),
    () => import('./flow.json', { with: { type: 'json' } }),
  ),
  rules: wpaRules('straight-pool', '6'),
  quiz: { options: ['accept', 'pass', 'rerack-opponent', 'rerack-self', 'spot-nearest', 'kitchen'] },
});
