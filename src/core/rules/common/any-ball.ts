/**
 * The shot rules of the games where any object ball may be hit first (card-ball 9, cribbage 9.5,
 * bowlliards 8, forty-one 9.4, side-pocket-one 7.5): the general rules of contact and cushion
 * (3.18, 3.19) under the game's own paragraphs.
 */
import { ownFoulRules, type ShotRules } from './assess.ts';

/**
 * Any ball is a legal first contact; `shot` is the game's paragraph for a legal shot (left out on a
 * break, which has its own), `cueBall` its paragraph on a scratched or jumped cue ball, and
 * `penaltyRules` the paragraphs of its penalty.
 */
export const anyBallFirst =
  (shot: string, cueBall: string, penaltyRules: readonly string[]) =>
  (_ctx: unknown, isBreak: boolean): Omit<ShotRules, 'isBreak'> => ({
    isLegalTarget: () => true,
    penaltyRules,
    foulRules: ownFoulRules(shot, cueBall, isBreak),
  });
