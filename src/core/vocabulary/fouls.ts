/** Fouls that are not ball movements (contracts/README.md, "Non-ball foul kinds"). */
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
] as const;
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
