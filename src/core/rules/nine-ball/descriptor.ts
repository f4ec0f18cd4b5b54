import { defineGame, type LoadedGame, POOL_STEPS } from '../descriptor.ts';

/** Nine-ball: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'nine-ball',
  // 1.1: two players or two teams
  players: { min: 2, max: 2 },
  rack: {
    kind: 'triangle',
    rows: [[1], [2, 3], [4, 9, 5], [6, 7], [8]],
    fixed: [1, 9],
    source: 'seed 5.2: diamond, 1 at the apex on the foot spot, 9 in the centre',
  },
  stepKinds: POOL_STEPS,
  load: (): Promise<LoadedGame> =>
    import('./index.ts').then((m) => ({ machine: m.nineBallMachine, rules: m.NINE_BALL })),
  rules: { page: 'nine-ball', anchor: null, section: '5', sidebar: null },
  quiz: { options: ['accept', 'pass', 'rerack-self', 'rerack-opponent', 'kitchen', 'spot-lowest'] },
});
