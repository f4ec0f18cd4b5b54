/** The toy game's rules: Six-Ball's, under the toy's id (a game id only the test's list knows). */
import type { KitRules } from '../../src/core/rules/descriptor.ts';
import { SIX_BALL } from '../../src/core/rules/six-ball/game.ts';
import type { GameId } from '../../src/core/vocabulary/index.ts';

export const TOY_GAME: KitRules = { ...SIX_BALL, id: 'toy-game' as GameId };
