/** The Cutthroat machine: the kit's flow plus the cue ball in hand behind the head string (12, 9.4); a concession takes only the player out, the last one left wins (1.14). */
import { declareFlow } from '../common/edges.ts';
import { type CommonState, createGameMachine } from '../common/kit.ts';
import flow from './flow.json' with { type: 'json' };
import { CUTTHROAT } from './game.ts';

/** The states of the cutthroat machine. */
export type CutthroatState = CommonState | 'ballInHandKitchen' | 'inPlay';

/** The game's declared transitions (flow.json) with the ones every game shares. */
export const CUTTHROAT_FLOW = declareFlow<CutthroatState>(flow, CUTTHROAT);

export const cutthroatMachine = createGameMachine(CUTTHROAT, CUTTHROAT_FLOW);
