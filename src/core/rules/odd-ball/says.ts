/**
 * Odd Ball: the codes its own rulings say, with their data (`odd-ball.<clause>`), added from its folder to
 * the kit's `SayParams` (common/says.ts); their words are under the game in
 * `GAME_CLAUSES_EN` / `GAME_CLAUSES_RU`, src/i18n/games/{en,ru}.ts, beside its names.
 */
import type { ObjectBall } from '../../vocabulary/index.ts';
import type { PlayerId } from '../common/types.ts';

declare module '../common/says.ts' {
  interface SayParams {
    'odd-ball.illegalBreak': undefined;
    'odd-ball.points': { side: PlayerId; n: number; total: number };
    'odd-ball.evenOnly': { side: PlayerId; total: number };
    'odd-ball.bonus': { side: PlayerId };
    'odd-ball.sixtyAll': undefined;
    'odd-ball.early': { player: PlayerId; balls: readonly ObjectBall[] };
    'odd-ball.rackOver': { player: PlayerId };
    'odd-ball.target': { side: PlayerId; n: number };
    'odd-ball.draw': undefined;
  }
}
