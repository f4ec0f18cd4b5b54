/** The Cowboy machine: the kit's flow (the opening shot is its break) plus caroms only from 90 (6.5), the last shot on 100 (6.6) and the kitchen (6.3, 9). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import flow from './flow.json' with { type: 'json' };
import { COWBOY } from './game.ts';

/** The states of the cowboy machine. */
export type CowboyState = CommonState | 'onHundred' | 'caromsOnly' | 'ballInHandKitchen' | 'inPlay';

/** The game's declared transitions (flow.json) with the ones every game shares. */
export const COWBOY_FLOW = declareFlow<CowboyState>(flow, COWBOY);

export const cowboyMachine = createGameMachine(COWBOY, COWBOY_FLOW);
