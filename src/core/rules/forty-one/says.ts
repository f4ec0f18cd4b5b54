/**
 * Forty-One: the codes its own rulings say, with their data (`forty-one.<clause>`), added from its folder to
 * the kit's `SayParams` (common/says.ts); their words are under the game in
 * `GAME_CLAUSES_EN` / `GAME_CLAUSES_RU`, src/i18n/games/{en,ru}.ts, beside its names.
 */
import type { BallId } from '../../vocabulary/index.ts';
import type { PlayerId } from '../common/types.ts';

declare module '../common/says.ts' {
  interface SayParams {
    'forty-one.points': { player: PlayerId; n: number };
    'forty-one.oneShot': { player: PlayerId };
    'forty-one.illegalBreak': undefined;
    'forty-one.spotted': undefined;
    'forty-one.penalty': { player: PlayerId; ball: BallId };
    'forty-one.noPenalty': { player: PlayerId };
    'forty-one.claim': { player: PlayerId; points: number; pea: number };
    'forty-one.falseClaim': { player: PlayerId };
    'forty-one.bust': { player: PlayerId };
    'forty-one.newPea': { player: PlayerId };
    'forty-one.falseBust': { player: PlayerId };
    'forty-one.disqualified': { player: PlayerId };
    'forty-one.lastLeft': { player: PlayerId };
    'forty-one.cleared': undefined;
    'forty-one.clearedDraw': undefined;
    'forty-one.kitchen': { player: PlayerId };
    'forty-one.peaUnknown': { player: PlayerId };
    'forty-one.concede': { player: PlayerId };
  }
}
