import { defineGame, type LoadedGame, POOL_STEPS } from '../descriptor.ts';

/** Cutthroat: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'cutthroat',
  // cutthroat/2: three or five players (cutthroat/rules.ts checks which)
  players: { min: 3, max: 5 },
  rack: {
    kind: 'triangle',
    rows: [[1], [2, 3], [4, 5, 7], [8, 9, 10, 12], [6, 13, 14, 15, 11]],
    fixed: [1, 6, 11],
    source: 'seed Cutthroat 4: 1 on the foot spot, 6 and 11 in the back corners',
  },
  stepKinds: POOL_STEPS,
  load: (): Promise<LoadedGame> =>
    import('./index.ts').then((m) => ({ machine: m.cutthroatMachine, rules: m.CUTTHROAT })),
  rules: { page: 'cutthroat', anchor: null, section: null, sidebar: 4 },
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-self', 'rerack-opponent', 'spot-nearest'] },
});
