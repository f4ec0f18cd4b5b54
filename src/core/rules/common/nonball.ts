/** Non-ball fouls: the rule that makes each a foul (1999 WPA numbering of the seed). */
import type { NonBallFoul } from '../../vocabulary/index.ts';

export const NON_BALL_FOUL_RULES: Record<NonBallFoul, string> = {
  'double-hit': '3.23',
  'push-shot': '3.24',
  'touched-ball': '3.21',
  'no-foot-on-floor': '3.13',
  'shot-while-moving': '3.14',
  'cue-ball-placement': '3.22',
  'bad-cue-ball-position': '2.21',
  'miscue-jump': '3.27',
  'scoop-jump': '3.26',
  interference: '3.41',
  'marking-table': '3.43',
  'slow-play': '1.11',
  'deliberate-touch': '3.21',
  unsportsmanlike: '2.28',
  'cue-ball-stroke-in-hand': '3.40',
  'left-playing-area': '2.22',
  'continued-after-foul': '2.9',
  'refused-to-leave-table': '1.10',
  'deflected-break': '3.9',
  'obstacle-moved': '1.16.2',
  'not-seated': '7.3',
  'feet-on-floor': '7.3',
};

/**
 * Fouls whose penalty is more than a standard foul: loss of the game in eight- and nine-ball
 * (2.9, 2.22, 1.10), 15 points or the 6.7.5 penalty in 14.1.
 */
export const SERIOUS_NON_BALL_FOULS: readonly NonBallFoul[] = [
  'continued-after-foul',
  'left-playing-area',
  'refused-to-leave-table',
];

/** 1.16.1: without a referee only cue-ball fouls are called; touching an object ball is not. */
export function isExcusedWithoutReferee(kind: NonBallFoul, ball: number | 'cue' | undefined): boolean {
  return kind === 'touched-ball' && ball !== undefined && ball !== 'cue';
}

/** 3.29: the cue ball struck on purpose with something other than the tip. */
export function isIntentionalCueBallTouch(
  kind: NonBallFoul,
  ball: number | 'cue' | undefined,
  intentional: boolean,
): boolean {
  return (
    intentional && (kind === 'touched-ball' || kind === 'deliberate-touch') && (ball === undefined || ball === 'cue')
  );
}

/**
 * Non-ball fouls that move an object ball the referee puts back (3.21: "any object ball moved in
 * such a standard foul is put back by the referee"): an object ball touched (3.21), an object ball
 * touched while placing the cue ball in hand (3.22), the obstructing ball moved on a jump or massé
 * shot (1.16.2, ruled under 3.21 with a referee).
 */
export function movesObjectBall(kind: NonBallFoul, ball: number | 'cue' | undefined): boolean {
  if (kind === 'touched-ball') return ball !== undefined && ball !== 'cue';
  return kind === 'cue-ball-placement' || kind === 'obstacle-moved';
}
