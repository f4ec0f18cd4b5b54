export type { NonBallFoulFact, ShotFacts } from './facts.ts';
export { summarizeShot } from './facts.ts';
export { findImpossibleEvent } from './validate.ts';
