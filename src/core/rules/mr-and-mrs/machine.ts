/** The Mr. & Mrs. machine: the kit's flow plus a weaker player at the table (mr-and-mrs/8.3, 8.6) and ball in hand in the kitchen (11, 8.5). */
import { createGameMachine } from '../common/kit.ts';
import { MR_AND_MRS } from './game.ts';

export const mrAndMrsMachine = createGameMachine(MR_AND_MRS);
