/**
 * Honolulu: the codes its own rulings say, with their data (`honolulu.<clause>`), added from its folder to
 * the kit's `SayParams` (common/says.ts); their words are under the game in
 * `GAME_CLAUSES_EN` / `GAME_CLAUSES_RU`, src/i18n/games/{en,ru}.ts, beside its names.
 */
import type { BallId, ObjectBall } from '../../vocabulary/index.ts';
import type { PlayerId } from '../common/types.ts';
import type { Way as HonoluluWay } from './rules.ts';

declare module '../common/says.ts' {
  interface SayParams {
    'honolulu.illegalBreak': { side: PlayerId; player: PlayerId };
    'honolulu.scored': { ball: BallId; how: readonly HonoluluWay[]; side: PlayerId };
    'honolulu.debt': { side: PlayerId; ball: BallId };
    'honolulu.not-pocketed': { ball: BallId };
    'honolulu.wrong-pocket': { ball: BallId };
    'honolulu.no-pocket-called': { ball: BallId };
    'honolulu.direct': { ball: BallId };
    'honolulu.simple-kick': { ball: BallId };
    'honolulu.noCall': undefined;
    'honolulu.allOrNothing': undefined;
    'honolulu.later': { balls: readonly ObjectBall[] };
    'honolulu.noRail': undefined;
    'honolulu.foulNoPoints': undefined;
    'honolulu.kitchen': undefined;
    'honolulu.target': { side: PlayerId; n: number };
  }
}
