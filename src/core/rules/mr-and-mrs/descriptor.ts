import { FIFTEEN_CENTRE } from '../../table/rack-plan.ts';
import { defineGame, type LoadedGame, POOL_STEPS } from '../descriptor.ts';

/** Mr. & Mrs.: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'mr-and-mrs',
  // mr-and-mrs/2: two to six players
  players: { min: 2, max: 6 },
  rack: {
    kind: 'triangle',
    rows: FIFTEEN_CENTRE,
    fixed: [1, 2, 3, 15],
    source: 'seed Mr. & Mrs. 4: 1 at the apex, 2 right, 3 left, 15 in the centre',
  },
  stepKinds: POOL_STEPS,
  load: (): Promise<LoadedGame> =>
    import('./index.ts').then((m) => ({ machine: m.mrAndMrsMachine, rules: m.MR_AND_MRS })),
  rules: { page: 'mr-and-mrs', anchor: null, section: null, sidebar: 8 },
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-opponent', 'rerack-self', 'spot-lowest', 'spot-nearest'] },
});
