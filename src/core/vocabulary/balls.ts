/** Ball names shared by the physics engine, the referee and the contracts. */

export const OBJECT_BALLS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const;
export type ObjectBall = (typeof OBJECT_BALLS)[number];
export type BallId = 'cue' | ObjectBall;

export function isObjectBall(value: unknown): value is ObjectBall {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 15;
}

/** JSON object keys name balls as strings: "cue", "1" … "15". */
export function parseBallKey(key: string): BallId | undefined {
  if (key === 'cue') return 'cue';
  const n = Number(key);
  return String(n) === key && isObjectBall(n) ? n : undefined;
}
