/** Fouls that are not ball movements (contracts/README.md, "Non-ball foul kinds"). */
/**
 * How hard the referee penalises unsportsmanlike conduct (2.28: "penalise or disqualify, with a
 * warning or without"): a warning only, a standard foul (the default), loss of the game, or loss of
 * the match (disqualification).
 */
export const CONDUCT_LEVELS = ['warning', 'foul', 'loss-of-game', 'loss-of-match'] as const;
export type ConductLevel = (typeof CONDUCT_LEVELS)[number];

export const NON_BALL_FOULS = [
  'double-hit',
  'push-shot',
  'touched-ball',
  'no-foot-on-floor',
  'shot-while-moving',
  'cue-ball-placement',
  'bad-cue-ball-position',
  'miscue-jump',
  'scoop-jump',
  'interference',
  'marking-table',
  'slow-play',
  'deliberate-touch',
  'unsportsmanlike',
  'cue-ball-stroke-in-hand',
  'left-playing-area',
  'continued-after-foul',
  'refused-to-leave-table',
  'deflected-break',
  'obstacle-moved',
  // wheelchair competition (7.3, `options.wheelchair`): the player rises from the seat, feet touch the floor
  'not-seated',
  'feet-on-floor',
] as const;

/** The fouls that exist only in a wheelchair competition (7.3), and the standing rule they replace (3.13). */
export const WHEELCHAIR_FOULS: readonly NonBallFoul[] = ['not-seated', 'feet-on-floor'];
export type NonBallFoul = (typeof NON_BALL_FOULS)[number];

/** Fouls read from how the balls moved. */
export const BALL_FOULS = [
  'wrong-ball-first',
  'no-contact',
  'no-rail',
  'scratch',
  'cue-ball-off-table',
  'object-ball-off-table',
  'illegal-break',
  'kitchen',
  'bad-call',
] as const;
export type BallFoul = (typeof BALL_FOULS)[number];

export const isNonBallFoul = (v: unknown): v is NonBallFoul =>
  typeof v === 'string' && (NON_BALL_FOULS as readonly string[]).includes(v);
