/** The physics core: one shot in, an event log and resting positions out. */
export type { InputProblem } from './check.ts';
export { checkShot, checkTable } from './check.ts';
export { courseFor } from './course.ts';
export type { Tip } from './cue.ts';
export { isMiscue, tipOffset } from './cue.ts';
export { EVENT_TYPES } from './log.ts';
export type { BallFriction, PhysicsParams } from './params.ts';
export { ballFriction, PARAMS, withParams } from './params.ts';
export type { LoggedEvent } from './report.ts';
export { finalPositions, shotDocument, shotEvents } from './report.ts';
export type { BallSample } from './sampler.ts';
export { Sampler } from './sampler.ts';
export type { ShotInput, ShotResult } from './simulate.ts';
export { simulate } from './simulate.ts';
export type { MotionName } from './state.ts';
export { MOTION_NAMES } from './state.ts';
