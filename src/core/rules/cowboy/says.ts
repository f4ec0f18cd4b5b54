/**
 * Cowboy: the codes its own rulings say, with their data (`cowboy.<clause>`), added from its folder to
 * the kit's `SayParams` (common/says.ts); their words are in src/i18n/rulings/{en,ru}.ts.
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
