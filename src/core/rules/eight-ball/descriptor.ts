import { defineGame, type LoadedGame, triangle, wpaRules } from '../descriptor.ts';

/** Eight-ball: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'eight-ball',
  // 1.1: two players or two teams
  players: { min: 2, max: 2 },
  rack: triangle(
    [[1], [9, 2], [3, 8, 10], [11, 4, 12, 5], [6, 13, 14, 7, 15]],
    [8, 6, 15],
    'WPA 4.2 / seed 4.2: 8 in the centre of the third row, a solid and a stripe in the back corners',
  ),
  load: (): Promise<LoadedGame> =>
    import('./index.ts').then((m) => ({ machine: m.eightBallMachine, rules: m.EIGHT_BALL })),
  rules: wpaRules('eight-ball', '4'),
  quiz: { options: ['accept', 'pass', 'rerack-self', 'rerack-opponent', 'spot-eight', 'rerack', 'kitchen'] },
});
