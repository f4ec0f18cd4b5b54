/** A number the game reads from the log's options or set-up position, checked where it is read. */
import { RefereeInputError } from './types.ts';

/**
 * `value` at `path` (e.g. `options.balls[3]`) as a whole number from `min` to `max`; otherwise bad
 * input naming the field, with `message` saying what is expected there.
 */
export function wholeNumber(value: unknown, path: string, min: number, max: number, message: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new RefereeInputError(path, message);
  return value;
}
