import { defineGame, type LoadedGame, ownRules } from '../descriptor.ts';

/** Cowboy: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'cowboy',
  // any number the contract allows
  players: { min: 2, max: 16 },
  rack: {
    kind: 'spots',
    balls: [
      [1, 'head'],
      [3, 'foot'],
      [5, 'centre'],
    ],
    source: 'seed Cowboy 4: 1 on the head spot, 3 on the foot spot, 5 on the centre spot',
  },
  callsCueBall: true,
  load: (): Promise<LoadedGame> => import('./index.ts').then((m) => ({ machine: m.cowboyMachine, rules: m.COWBOY })),
  rules: ownRules('cowboy', 5),
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-self', 'rerack-opponent'] },
});
