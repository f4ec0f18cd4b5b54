import { defineGame, type LoadedGame, ownRules, triangle } from '../descriptor.ts';

/** Cutthroat: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'cutthroat',
  // cutthroat/2: three or five players (cutthroat/rules.ts checks which)
  players: { min: 3, max: 5 },
  rack: triangle(
    [[1], [2, 3], [4, 5, 7], [8, 9, 10, 12], [6, 13, 14, 15, 11]],
    [1, 6, 11],
    'seed Cutthroat 4: 1 on the foot spot, 6 and 11 in the back corners',
  ),
  load: (): Promise<LoadedGame> =>
    import('./index.ts').then((m) => ({ machine: m.cutthroatMachine, rules: m.CUTTHROAT })),
  rules: ownRules('cutthroat', 4),
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-self', 'rerack-opponent', 'spot-nearest'] },
});
