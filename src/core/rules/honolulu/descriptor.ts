import { random15 } from '../../table/rack-plan.ts';
import { defineGame, type LoadedGame, ownRules } from '../descriptor.ts';

/** Honolulu: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'honolulu',
  // honolulu/2
  players: { min: 2, max: 2 },
  rack: random15('seed Honolulu 4: fifteen balls racked at random'),
  load: (): Promise<LoadedGame> =>
    import('./index.ts').then((m) => ({ machine: m.honoluluMachine, rules: m.HONOLULU })),
  rules: ownRules('honolulu', 11),
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-self'] },
});
