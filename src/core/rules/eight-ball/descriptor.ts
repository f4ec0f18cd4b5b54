import { defineGame, type LoadedGame, POOL_STEPS } from '../descriptor.ts';

/** Eight-ball: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'eight-ball',
  // 1.1: two players or two teams
  players: { min: 2, max: 2 },
  rack: {
    kind: 'triangle',
    rows: [[1], [9, 2], [3, 8, 10], [11, 4, 12, 5], [6, 13, 14, 7, 15]],
    fixed: [8, 6, 15],
    source: 'WPA 4.2 / seed 4.2: 8 in the centre of the third row, a solid and a stripe in the back corners',
  },
  stepKinds: POOL_STEPS,
  load: (): Promise<LoadedGame> =>
    import('./index.ts').then((m) => ({ machine: m.eightBallMachine, rules: m.EIGHT_BALL })),
  rules: { page: 'eight-ball', anchor: null, section: '4', sidebar: null },
  quiz: { options: ['accept', 'pass', 'rerack-self', 'rerack-opponent', 'spot-eight', 'rerack', 'kitchen'] },
});
