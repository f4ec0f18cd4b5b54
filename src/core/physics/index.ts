/** The physics core: one shot in, an event log and resting positions out. */
export { checkShot } from './check.ts';
export { PARAMS } from './params.ts';
export type { LoggedEvent } from './report.ts';
export { finalPositions, shotDocument, shotEvents } from './report.ts';
export { Sampler } from './sampler.ts';
export type { ShotInput, ShotResult } from './simulate.ts';
export { simulate } from './simulate.ts';
