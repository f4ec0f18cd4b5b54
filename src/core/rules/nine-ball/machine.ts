/** The nine-ball machine: the kit's flow plus the push-out option (5.5, 5.6) and ball in hand (5.7, 5.10). */
import { createGameMachine } from '../common/kit.ts';
import { NINE_BALL } from './game.ts';

export const nineBallMachine = createGameMachine(NINE_BALL);
