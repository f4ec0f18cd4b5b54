/**
 * Cowboy: the codes its own rulings say, with their data (`cowboy.<clause>`), added from its folder to
 * the kit's `SayParams` (common/says.ts); their words are under the game in
 * `GAME_CLAUSES_EN` / `GAME_CLAUSES_RU`, src/i18n/games/{en,ru}.ts, beside its names.
 */
import type { ObjectBall } from '../../vocabulary/index.ts';
import type { PlayerId } from '../common/types.ts';

declare module '../common/says.ts' {
  interface SayParams {
    'cowboy.points': { side: PlayerId; n: number; total: number };
    'cowboy.opening': { player: PlayerId };
    'cowboy.overNinety': { side: PlayerId };
    'cowboy.pocketAfterNinety': undefined;
    'cowboy.otherBall': undefined;
    'cowboy.capped': undefined;
    'cowboy.cancelled': { n: number };
    'cowboy.winningShot': undefined;
    'cowboy.returned': { balls: readonly ObjectBall[] };
    'cowboy.waiting': { balls: readonly ObjectBall[] };
    'cowboy.resetForHundred': { player: PlayerId };
  }
}
