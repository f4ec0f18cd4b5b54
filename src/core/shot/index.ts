export type { NonBallFoulFact, RailTouch, ShotFacts } from './facts.ts';
export { summarizeShot } from './facts.ts';
export type { BallUniverse, EventProblem } from './validate.ts';
export { findImpossibleEvent } from './validate.ts';
