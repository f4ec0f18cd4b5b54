import { random15 } from '../../table/rack-plan.ts';
import { defineGame, type LoadedGame, ownRules } from '../descriptor.ts';

/** Card Ball: the game as the app knows it (the fields: ../descriptor.ts). */
export const descriptor = defineGame({
  id: 'card-ball',
  // card-ball/2: two to six players
  players: { min: 2, max: 6 },
  rack: random15('Card Ball (Poker Pool): standard triangle, balls at random'),
  stepKinds: ['shot', 'choose', 'announce'],
  load: (): Promise<LoadedGame> =>
    import('./index.ts').then((m) => ({ machine: m.cardBallMachine, rules: m.CARD_BALL })),
  rules: ownRules('card-ball', 2),
  quiz: { options: ['accept', 'pass', 'kitchen', 'rerack-self'] },
});
