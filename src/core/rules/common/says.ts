/**
 * What a ruling says, as codes with their data (balls, players, options, paragraphs), never as
 * text: the words of both languages live in src/i18n/rulings, one text per code, and are rendered
 * only when a ruling is read (docs/referee.md, "How rulings are worded"). A code not listed here
 * does not compile, nor does a clause whose data does not match its code. The general rules, the WPA
 * games and the editions say the codes listed here; a game of its own rules adds its own codes, under
 * its id (`cowboy.<clause>`), to `SayParams` from its folder (`<game>/says.ts`).
 */
import type { BallId, NonBallFoul, ObjectBall } from '../../vocabulary/index.ts';
import type { RerackEntry } from '../straight-pool/rerack-table.ts';
import type { Group, OptionName, PlayerId } from './types.ts';

/** Why a side loses the game or the match, as the `loss` and `lossMatch` clauses say it. */
export type LossCause =
  | 'concession'
  | 'continued-after-foul'
  | 'left-playing-area'
  | 'refused-to-leave-table'
  | 'second-intentional-foul'
  | 'second-deflected-break'
  | 'unsportsmanlike'
  | 'three-consecutive-fouls'
  | 'three-illegal-breaks'
  // eight-ball 4.20
  | 'foul-on-eight'
  | 'eight-with-last'
  | 'eight-off-table'
  | 'eight-wrong-pocket'
  | 'eight-early';

/** 14.1's re-rack table applied (6.7.6): the 15th ball and where it and the cue ball go. */
export interface RerackSaid extends RerackEntry {
  ball: ObjectBall;
}

export type SidePocket = 'side-left' | 'side-right';

/** The clauses the recreational games of recreational/shared.ts share: one code each (`recreational.noSafety`), for any game. */
export interface SharedSays {
  kitchenLowest: { ball: BallId; player: PlayerId };
  kitchenAll: { player: PlayerId };
  spottedFoul: undefined;
  noPenalty: undefined;
  scratchKitchen: undefined;
  noSafety: undefined;
}
type RecreationalSays = {
  [K in keyof SharedSays as `recreational.${K}`]: SharedSays[K];
};

/** Every code a ruling may say, with its data (`undefined`: none). */
export interface SayParams extends RecreationalSays {
  // general rules (1.x-3.x) and the flow every game shares
  'foul.no-contact': undefined;
  'foul.wrong-ball-first': { ball: BallId };
  'foul.no-rail': undefined;
  'foul.no-rail-frozen': { ball: BallId };
  'frozen.presumed': { ball: BallId };
  'foul.scratch': undefined;
  'foul.scratch-pocketed-ball': undefined;
  'foul.cue-ball-off-table': undefined;
  'foul.object-ball-off-table': { balls: readonly ObjectBall[] };
  'foul.kitchen': undefined;
  'foul.bad-cue-ball-position': undefined;
  'foul.bad-cue-ball-position-warned': undefined;
  'foul.cue-against-ball': undefined;
  'headString.stands': undefined;
  'foul.nonBall': { foul: NonBallFoul };
  'noReferee.objectTouch': undefined;
  split: undefined;
  'foul.nonShooter': { player: PlayerId; other: PlayerId };
  outOfTurn: { player: PlayerId };
  oneFoul: undefined;
  'replay.settle': undefined;
  'restore.settle': undefined;
  'settle.unaffected': undefined;
  'settle.stays': undefined;
  'replay.interference': undefined;
  'warn.conduct': { player: PlayerId };
  'restore.interference': undefined;
  'restore.touched': undefined;
  'warn.intentional': { player: PlayerId };
  'warn.deflected': { player: PlayerId };
  'deflected.options': { player: PlayerId };
  'next.inHand': { player: PlayerId };
  'next.kitchen': { player: PlayerId };
  'next.inPlace': { player: PlayerId };
  'next.continue': { player: PlayerId };
  'next.miss': { player: PlayerId };
  'next.headSpot': { player: PlayerId };
  'next.centreSpot': { player: PlayerId };
  spotted: { balls: readonly ObjectBall[] };
  'spotted.front': undefined;
  options: { player: PlayerId; options: readonly OptionName[] };
  win: { side: PlayerId };
  loss: { side: PlayerId; reason: LossCause };
  lossMatch: { side: PlayerId; reason: LossCause };
  'choice.accept': { player: PlayerId };
  'choice.pass': { player: PlayerId; other: PlayerId };
  'choice.rerack': { player: PlayerId };
  'choice.kitchen': { player: PlayerId };
  'choice.spotEight': undefined;
  'choice.spotNearest': { ball: BallId };
  'announce.warning': { player: PlayerId; side: PlayerId };
  'announce.warningNone': undefined;
  'announce.concede': { player: PlayerId };
  'announce.protest': undefined;
  'announce.stalemate': { player: PlayerId };
  unrestorable: undefined;
  replayGame: { player: PlayerId };
  newRack: { player: PlayerId };
  // eight-ball (4.x)
  'break.legal': undefined;
  'eight.illegalBreak': undefined;
  'eight.breakScratch': undefined;
  'eight.breakScratchNone': undefined;
  'eight.breakJumped': undefined;
  'eight.legalEight': undefined;
  'eight.onBreak': undefined;
  'eight.onBreakFoul': undefined;
  'eight.openAfterBreak': undefined;
  'eight.groups': { side: PlayerId; group: Group };
  'eight.safety': undefined;
  'eight.safetyNone': undefined;
  'eight.jumpedNotSpotted': undefined;
  'eight.uncalled': undefined;
  'eight.staysDown': undefined;
  // the consecutive-fouls rule of every game that has one (2.16)
  'fouls.two': { side: PlayerId };
  'fouls.unwarned': undefined;
  // the third foul after the warning: the side out (others play on), the player's team loses
  'fouls.out': { side: PlayerId };
  'fouls.outScoreStays': { side: PlayerId };
  'fouls.teamLoses': { player: PlayerId; side: PlayerId };
  // nine-ball (5.x)
  'nine.illegalBreak': undefined;
  'nine.pushOutNext': undefined;
  'nine.noPushOut': undefined;
  'nine.pushOut': undefined;
  'nine.pushOutChoice': { player: PlayerId };
  'nine.othersDown': undefined;
  'nine.ninePocketed': undefined;
  'nine.nineOnBreak': undefined;
  // 14.1 continuous (6.x)
  'straight.breakViolation': undefined;
  'straight.breakOptions': { player: PlayerId; other: PlayerId };
  'straight.points': { side: PlayerId; n: number };
  'straight.penalty': { side: PlayerId; n: number };
  'straight.uncalled': undefined;
  'straight.safety': undefined;
  'straight.safetyNone': undefined;
  'straight.rerack': undefined;
  'straight.rerackTable': { entry: RerackSaid };
  'straight.thirdFoul': undefined;
  'straight.deliberate': undefined;
  'straight.fifteen': { side: PlayerId };
  'straight.rerackOptions': { player: PlayerId; other: PlayerId };
  'straight.allInKitchen': { player: PlayerId };
  'straight.nearRail': undefined;
  'straight.nearRailNote': undefined;
  'straight.nearRailFailed': { ball: BallId };
  'straight.breakShot': undefined;
  'straight.target': { side: PlayerId; n: number };
  'straight.stalemate': undefined;
  'straight.lagForBreak': undefined;
  'straight.lagWon': { player: PlayerId };
  // the wpa-current edition's own clauses (src/core/editions/overrides.ts, docs/referee.md "Editions")
  'edition.reported': undefined;
  'edition.unverified': undefined;
  'edition.noCueBallFoulsOnly': undefined;
  'edition.deflectedBreak': undefined;
  'edition.headStringLine': undefined;
  'edition.jumpMiscue': undefined;
  'edition.inHandTouching': undefined;
  'edition.breakingFoulOnly': undefined;
  'edition.noNearRail': undefined;
  'edition.thirdFoulRerack': undefined;
  'edition.unsportsmanlike': undefined;
  'edition.lagMoving': undefined;
  'edition.settlingNoFoul': undefined;
  'edition.unrestorable': undefined;
  'edition.scoreKept': undefined;
  'edition.warnConduct': { player: PlayerId };
  'edition.markingTable': undefined;
  'edition.doubleHit': undefined;
  'edition.deliberateMiscue': undefined;
  'edition.conductFifteen': undefined;
  'edition.conductSerious': undefined;
  'edition.seriousRerack': undefined;
  'edition.lagLateStrike': { player: PlayerId };
}

export type SayCode = keyof SayParams;

/** One clause of a ruling's explanation: a code and its data. */
export type Said = {
  [K in SayCode]: SayParams[K] extends undefined ? { code: K; params?: undefined } : { code: K; params: SayParams[K] };
}[SayCode];

/** The arguments of `Draft.say` after the code: the code's data, or nothing. */
export type SayArgs<K extends SayCode> = SayParams[K] extends undefined ? [] : [params: SayParams[K]];
