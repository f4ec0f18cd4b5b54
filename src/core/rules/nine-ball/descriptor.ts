import { defineGame, type LoadedGame, triangle, wpaRules } from '../descriptor.ts';

/** Nine-ball: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'nine-ball',
  // 1.1: two players or two teams
  players: { min: 2, max: 2 },
  rack: triangle(
    [[1], [2, 3], [4, 9, 5], [6, 7], [8]],
    [1, 9],
    'seed 5.2: diamond, 1 at the apex on the foot spot, 9 in the centre',
  ),
  load: (): Promise<LoadedGame> =>
    import('./index.ts').then((m) => ({ machine: m.nineBallMachine, rules: m.NINE_BALL })),
  rules: wpaRules('nine-ball', '5'),
  quiz: { options: ['accept', 'pass', 'rerack-self', 'rerack-opponent', 'kitchen', 'spot-lowest'] },
});
