/**
 * What a ruling says, as codes with their data (balls, players, options, paragraphs), never as
 * text: the words of both languages live in src/i18n/rulings, one text per code, and are rendered
 * only when a ruling is read (docs/referee.md, "How rulings are worded"). A code not listed here
 * does not compile, nor does a clause whose data does not match its code.
 */
import type { BallId, NonBallFoul, ObjectBall } from '../../vocabulary/index.ts';
import type { Way as HonoluluWay } from '../honolulu/rules.ts';
import type { LagFault } from '../lag/rules.ts';
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
  // the lag (3.6)
  'lag.bad': { player: PlayerId; reason: LagFault };
  'lag.winner': { player: PlayerId };
  'lag.relag': undefined;
  'lag.lateStrike': { player: PlayerId };
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
  // bowlliards
  'bowlliards.freeBreak': undefined;
  'bowlliards.freeBreakNone': undefined;
  'bowlliards.penaltyNone': undefined;
  'bowlliards.startInning': { player: PlayerId; n: number; frame: number };
  'bowlliards.points': { player: PlayerId; n: number };
  'bowlliards.penalty': undefined;
  'bowlliards.strike': undefined;
  'bowlliards.spare': undefined;
  'bowlliards.secondInning': { player: PlayerId; frame: number };
  'bowlliards.bonus': { player: PlayerId };
  'bowlliards.bonusGoesOn': { player: PlayerId };
  'bowlliards.frameOver': { frame: number; player: PlayerId; next: PlayerId };
  'bowlliards.gameOver': undefined;
  'bowlliards.draw': undefined;
  // card-ball
  'card-ball.illegalBreak': undefined;
  'card-ball.notHeld': { balls: readonly ObjectBall[] };
  'card-ball.draw': { player: PlayerId; n: number; cards: readonly number[] };
  'card-ball.setAside': { cards: readonly number[] };
  'card-ball.deckEmpty': undefined;
  'card-ball.discard': { player: PlayerId; cards: readonly number[] };
  'card-ball.stayDown': undefined;
  'card-ball.outOfCards': { player: PlayerId };
  'card-ball.shooterFirst': undefined;
  'card-ball.tie': { cards: readonly (readonly [PlayerId, number])[] };
  'card-ball.tieUnbroken': undefined;
  'card-ball.cardsUnknown': { n: number };
  'card-ball.concede': { player: PlayerId };
  // cowboy
  'cowboy.points': { side: PlayerId; n: number; total: number };
  'cowboy.opening': { player: PlayerId };
  'cowboy.overNinety': { side: PlayerId };
  'cowboy.pocketAfterNinety': undefined;
  'cowboy.otherBall': undefined;
  'cowboy.capped': undefined;
  'cowboy.cancelled': { n: number };
  'cowboy.winningShot': undefined;
  'cowboy.returned': { balls: readonly ObjectBall[] };
  'cowboy.waiting': { balls: readonly ObjectBall[] };
  'cowboy.resetForHundred': { player: PlayerId };
  // cribbage
  'cribbage.illegalBreak': { player: PlayerId };
  'cribbage.closed': { pair: readonly [ObjectBall, ObjectBall]; side: PlayerId };
  'cribbage.fifteen': { side: PlayerId };
  'cribbage.open': { balls: readonly ObjectBall[] };
  'cribbage.missedMate': { balls: readonly ObjectBall[] };
  'cribbage.openSpotted': { balls: readonly ObjectBall[] };
  'cribbage.fifteenSpotted': undefined;
  'cribbage.foulNone': undefined;
  'cribbage.foul': undefined;
  'cribbage.acceptOrKitchen': { player: PlayerId };
  'cribbage.draw': undefined;
  'cribbage.target': { side: PlayerId };
  // cutthroat
  'cutthroat.illegalBreak': { player: PlayerId };
  'cutthroat.breakStaysDown': undefined;
  'cutthroat.opponentsSpotted': undefined;
  'cutthroat.penalty': { balls: readonly ObjectBall[] };
  'cutthroat.noPenaltyBalls': undefined;
  'cutthroat.back': { players: readonly PlayerId[] };
  'cutthroat.out': { players: readonly PlayerId[] };
  'cutthroat.allOut': undefined;
  'cutthroat.kitchen': { player: PlayerId };
  'cutthroat.order': { players: readonly PlayerId[] };
  // forty-one
  'forty-one.points': { player: PlayerId; n: number };
  'forty-one.oneShot': { player: PlayerId };
  'forty-one.illegalBreak': undefined;
  'forty-one.spotted': undefined;
  'forty-one.penalty': { player: PlayerId; ball: BallId };
  'forty-one.noPenalty': { player: PlayerId };
  'forty-one.claim': { player: PlayerId; points: number; pea: number };
  'forty-one.falseClaim': { player: PlayerId };
  'forty-one.bust': { player: PlayerId };
  'forty-one.newPea': { player: PlayerId };
  'forty-one.falseBust': { player: PlayerId };
  'forty-one.disqualified': { player: PlayerId };
  'forty-one.lastLeft': { player: PlayerId };
  'forty-one.cleared': undefined;
  'forty-one.clearedDraw': undefined;
  'forty-one.kitchen': { player: PlayerId };
  'forty-one.peaUnknown': { player: PlayerId };
  'forty-one.concede': { player: PlayerId };
  // honolulu
  'honolulu.illegalBreak': { side: PlayerId; player: PlayerId };
  'honolulu.scored': { ball: BallId; how: readonly HonoluluWay[]; side: PlayerId };
  'honolulu.debt': { side: PlayerId; ball: BallId };
  'honolulu.not-pocketed': { ball: BallId };
  'honolulu.wrong-pocket': { ball: BallId };
  'honolulu.no-pocket-called': { ball: BallId };
  'honolulu.direct': { ball: BallId };
  'honolulu.simple-kick': { ball: BallId };
  'honolulu.noCall': undefined;
  'honolulu.allOrNothing': undefined;
  'honolulu.later': { balls: readonly ObjectBall[] };
  'honolulu.noRail': undefined;
  'honolulu.foulNoPoints': undefined;
  'honolulu.kitchen': undefined;
  'honolulu.target': { side: PlayerId; n: number };
  // kelly-pool
  'kelly-pool.illegalBreak': undefined;
  'kelly-pool.own': { player: PlayerId; ball: BallId };
  'kelly-pool.collects': { player: PlayerId; n: number };
  'kelly-pool.othersBall': { ball: BallId; owner: PlayerId };
  'kelly-pool.othersBallScoring': { ball: BallId; owner: PlayerId; player: PlayerId; n: number };
  'kelly-pool.disqualified': { owner: PlayerId; player: PlayerId; n: number };
  'kelly-pool.announced': { owner: PlayerId };
  'kelly-pool.nothingToAnnounce': { owner: PlayerId };
  'kelly-pool.noneLeft': undefined;
  'kelly-pool.noPeas': undefined;
  'kelly-pool.stake': undefined;
  // mr-and-mrs
  'mr-and-mrs.illegalBreak': { player: PlayerId };
  'mr-and-mrs.points': { player: PlayerId; n: number };
  'mr-and-mrs.novice': { player: PlayerId };
  'mr-and-mrs.uncatchable': { player: PlayerId };
  'mr-and-mrs.lastBall': { player: PlayerId };
  'mr-and-mrs.tie': undefined;
  'mr-and-mrs.accept': undefined;
  // odd-ball
  'odd-ball.illegalBreak': undefined;
  'odd-ball.points': { side: PlayerId; n: number; total: number };
  'odd-ball.evenOnly': { side: PlayerId; total: number };
  'odd-ball.bonus': { side: PlayerId };
  'odd-ball.sixtyAll': undefined;
  'odd-ball.early': { player: PlayerId; balls: readonly ObjectBall[] };
  'odd-ball.rackOver': { player: PlayerId };
  'odd-ball.target': { side: PlayerId; n: number };
  'odd-ball.draw': undefined;
  // side-pocket-one
  'side-pocket-one.chosen': { side: PlayerId; pocket: SidePocket; other: PlayerId; otherPocket: SidePocket };
  'side-pocket-one.lateChoice': undefined;
  'side-pocket-one.scored': { balls: readonly ObjectBall[]; side: PlayerId; n: number };
  'side-pocket-one.uncatchable': { side: PlayerId; n: number; left: number };
  'side-pocket-one.not-called-pocket': { ball: BallId };
  'side-pocket-one.one-not-called': undefined;
  'side-pocket-one.one-not-own-pocket': undefined;
  'side-pocket-one.no-side-pocket': undefined;
  'side-pocket-one.illegalBreak': { n: number; player: PlayerId };
  'side-pocket-one.foulNone': undefined;
  'side-pocket-one.foul': undefined;
  'side-pocket-one.acceptPosition': { player: PlayerId };
  'side-pocket-one.kitchenAll': { player: PlayerId };
  'side-pocket-one.rackCleared': { player: PlayerId };
  // six-ball
  'six-ball.illegalBreak': undefined;
  'six-ball.breakOptions': { player: PlayerId };
  'six-ball.spotted': undefined;
  'six-ball.coinOperated': undefined;
  'six-ball.mustContinue': undefined;
}

export type SayCode = keyof SayParams;

/** One clause of a ruling's explanation: a code and its data. */
export type Said = {
  [K in SayCode]: SayParams[K] extends undefined ? { code: K; params?: undefined } : { code: K; params: SayParams[K] };
}[SayCode];

/** The arguments of `Draft.say` after the code: the code's data, or nothing. */
export type SayArgs<K extends SayCode> = SayParams[K] extends undefined ? [] : [params: SayParams[K]];
