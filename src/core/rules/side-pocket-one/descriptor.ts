import { random15 } from '../../table/rack-plan.ts';
import { defineGame, type LoadedGame, ownRules } from '../descriptor.ts';

/** One-ball in the side pocket: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'side-pocket-one',
  // side-pocket-one/2
  players: { min: 2, max: 2 },
  rack: random15('seed L789 (rack section missing): assumed standard triangle with the 1 at the apex'),
  load: (): Promise<LoadedGame> =>
    import('./index.ts').then((m) => ({ machine: m.sidePocketOneMachine, rules: m.SIDE_POCKET_ONE })),
  rules: ownRules('side-pocket-one', 10),
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-opponent', 'rerack-self', 'spot-nearest'] },
});
