export { summarizeShot } from './facts.ts';
export type { NonBallFoulFact, RailTouch, ShotFacts } from './facts.ts';
export { findImpossibleEvent } from './validate.ts';
export type { BallUniverse, EventProblem } from './validate.ts';
