/** The Cowboy machine: the kit's flow (the opening shot is its break) plus caroms only from 90 (6.5), the last shot on 100 (6.6) and the kitchen (6.3, 9). */
import { createGameMachine } from '../common/kit.ts';
import { COWBOY } from './game.ts';

export const cowboyMachine = createGameMachine(COWBOY);
