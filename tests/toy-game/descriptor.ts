/**
 * A toy game, for the test that a game is made from its folder and its line in the game list alone
 * (src/core/rules/toy-game.test.ts): Six-Ball's rules and flow under another name, two players.
 * The folder holds what a game folder holds: this descriptor and the game's rules (`game.ts`); its
 * flow is Six-Ball's `flow.json`, the states of the same rules.
 */
import { defineGame, type KitRules, kitLoad, triangle } from '../../src/core/rules/descriptor.ts';
import type { SixBallState } from '../../src/core/rules/six-ball/game.ts';

export const descriptor = defineGame({
  id: 'toy-game',
  // two players or two teams, checked before the game starts (the paragraph the toy borrows: 1.1)
  players: { min: 2, max: 2, rule: '1.1' },
  rack: triangle([[1], [2, 3], [4, 6, 5]], [1, 6], 'the toy: Six-Ball’s rack'),
  load: kitLoad<SixBallState>(
    (): Promise<KitRules> => import('./game.ts').then((m) => m.TOY_GAME),
    () => import('../../src/core/rules/six-ball/flow.json', { with: { type: 'json' } }),
  ),
  rules: { page: 'six-ball', anchor: null, section: null, sidebar: null },
  quiz: { options: ['accept', 'pass'] },
});
