import type { BallId } from '../../core/vocabulary/index.ts';

/**
 * Standard pool-ball colours (1 yellow, 2 blue, 3 red, 4 purple, 5 orange, 6 green,
 * 7 maroon, 8 black; 9-15 repeat 1-7 as stripes). Fixed colours, the same in both themes,
 * as on a real table.
 */
const BASE = ['#f5c400', '#1c4fb0', '#d3222a', '#5d2c8f', '#f06a14', '#11803f', '#7b1c29', '#141414'] as const;

const CUE_COLOR = '#fbfaf3';
export const STRIPE_WHITE = '#fbfaf3';

export function ballColor(ball: BallId): string {
  if (ball === 'cue') return CUE_COLOR;
  return BASE[(ball > 8 ? ball - 8 : ball) - 1] ?? '#888';
}

export const isStripe = (ball: BallId): boolean => ball !== 'cue' && ball >= 9;
