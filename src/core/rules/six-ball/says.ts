/**
 * Six-Ball: the codes its own rulings say, with their data (`six-ball.<clause>`), added from its folder to
 * the kit's `SayParams` (common/says.ts); their words are in src/i18n/rulings/{en,ru}.ts.
 */
import type { PlayerId } from '../common/types.ts';

declare module '../common/says.ts' {
  interface SayParams {
    'six-ball.illegalBreak': undefined;
    'six-ball.breakOptions': { player: PlayerId };
    'six-ball.spotted': undefined;
    'six-ball.coinOperated': undefined;
    'six-ball.mustContinue': undefined;
  }
}
