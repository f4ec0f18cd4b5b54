import { random15 } from '../../table/rack-plan.ts';
import { defineGame, type LoadedGame, ownRules } from '../descriptor.ts';

/** Forty-One: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'forty-one',
  // forty-one/2: two to fifteen players
  players: { min: 2, max: 15 },
  rack: random15('seed Forty-One: standard triangle, balls at random'),
  stepKinds: ['shot', 'choose', 'announce'],
  load: (): Promise<LoadedGame> =>
    import('./index.ts').then((m) => ({ machine: m.fortyOneMachine, rules: m.FORTY_ONE })),
  rules: ownRules('forty-one', 6),
  quiz: { options: ['accept', 'pass', 'kitchen', 'spot-nearest', 'spot-lowest'] },
});
