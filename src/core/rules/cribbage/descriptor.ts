import { FIFTEEN_CENTRE } from '../../table/rack-plan.ts';
import { defineGame, type LoadedGame, ownRules, triangle } from '../descriptor.ts';

/** Cribbage: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'cribbage',
  // cribbage/2
  players: { min: 2, max: 2 },
  rack: triangle(
    FIFTEEN_CENTRE,
    [15, 1, 2, 3],
    'seed Cribbage 4: 15 in the centre, no two corner balls adding up to 15 (1, 2, 3 here)',
  ),
  load: (): Promise<LoadedGame> =>
    import('./index.ts').then((m) => ({ machine: m.cribbageMachine, rules: m.CRIBBAGE })),
  rules: ownRules('cribbage', 12),
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-self', 'rerack-opponent', 'spot-nearest'] },
});
