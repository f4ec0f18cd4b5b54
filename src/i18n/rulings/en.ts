/** The referee's rulings in English: the names of their data and one text per code. */
import { GAME_CLAUSES_EN } from '../games/en.ts';
import { EN_WORDS, points } from './en-words.ts';
import type { RulingLanguage } from './render.ts';
import { ownClauses, type RulingTexts, type RulingWords, type SharedTexts, sharedAs } from './types.ts';

const W: RulingWords = EN_WORDS;

const SHARED = {
  kitchenLowest: (p) =>
    `The lowest-numbered ball, the ${W.ball(p.ball)}, is in the kitchen: ${p.player} may have it spotted on the foot spot.`,
  kitchenAll: (p) =>
    `Every object ball is in the kitchen: ${p.player} may have the one nearest the head string spotted on the foot spot.`,
  spottedFoul: () => 'Balls pocketed on a foul do not count and are spotted.',
  noPenalty: () => 'No points are deducted for the foul.',
  scratchKitchen: () =>
    'After a scratch or a jumped cue ball the incoming player has the cue ball in hand behind the head string.',
  noSafety: () => 'A safety is not allowed in this game: the call is ignored and the balls count as usual.',
} satisfies SharedTexts;

/** Every clause of a ruling in English. */
export const EN_RULINGS = {
  // general rules (1.x-3.x) and the flow every game shares
  'foul.no-contact': () => 'The cue ball touched no legal object ball: foul.',
  'foul.wrong-ball-first': (p) =>
    `The cue ball first touched the ${W.ball(p.ball)}, which was not a legal object ball: foul.`,
  'foul.no-rail': () =>
    'After the contact no ball was pocketed and neither the cue ball nor an object ball reached a cushion: foul.',
  'foul.no-rail-frozen': (p) =>
    `The ${W.ball(p.ball)} had been announced as frozen to the cushion, so a ball had to be pocketed, the cue ball or another ball had to reach a cushion, or the ${W.ball(p.ball)} a different cushion: foul.`,
  'frozen.presumed': (p) =>
    `Nobody announced that the ${W.ball(p.ball)} was frozen to the cushion, so the contact counts as driving it to the cushion.`,
  'foul.scratch': () => 'The cue ball was pocketed: foul.',
  'foul.scratch-pocketed-ball': () => 'The cue ball touched a ball that was already pocketed: foul.',
  'foul.cue-ball-off-table': () => 'The cue ball left the table: foul.',
  'foul.object-ball-off-table': (p) => `${W.balls(p.balls, true)} left the table: foul.`,
  'foul.kitchen': () =>
    'Playing from the kitchen, the cue ball touched a ball behind the head string before leaving the kitchen: foul.',
  'foul.bad-cue-ball-position': () => 'The cue ball in hand was placed clearly outside the kitchen: foul.',
  'foul.bad-cue-ball-position-warned': () =>
    'The cue ball in hand was not behind the head string, and the player shot after being warned: foul.',
  'foul.cue-against-ball': () =>
    'The cue ball in hand was placed against an object ball, which the rules do not allow: foul.',
  'headString.stands': () =>
    'The cue ball was on or just over the head string and nobody pointed it out before the shot, so the shot stands (3.10; the WPA-2008 fragment that calls it a foul is not followed).',
  'foul.nonBall': (p) => `${W.fouls[p.foul]}: foul.`,
  'noReferee.objectTouch': () =>
    'No referee: touching an object ball by accident is not a foul (cue-ball fouls only); the ball is put back.',
  split: () => 'The cue ball reached two balls at once and the first cannot be told: decided for the shooter.',
  'foul.nonShooter': (p) =>
    `${p.player} fouled during the stroke of ${p.other} (interference): the stroke does not count and its balls are put back.`,
  outOfTurn: (p) => `${p.player} shot out of turn: interference, a foul.`,
  oneFoul: () => 'Several fouls on one shot: only the most severe is penalised.',
  'replay.settle': () =>
    'A ball fell into the pocket by itself as it was being played: the balls are put back and the shot is replayed.',
  'restore.settle': () => 'A ball that had come to rest fell by itself: it is put back and play goes on.',
  'settle.unaffected': () =>
    'A ball fell into a pocket by itself during the shot without affecting it: it is put back, play goes on and the shot stands as played (the shot is replayed only when the ball fell as it was played at).',
  'settle.stays': () =>
    'A ball moved or settled by itself and stayed on the table: this is neither a stroke nor a foul; the ball stays where it came to rest and the same player is still to shoot.',
  'replay.interference': () =>
    'Outside interference moved the balls: they are put back and the shot is replayed without penalty.',
  'warn.conduct': (p) => `${p.player} is warned for unsportsmanlike conduct (2.28); no foul.`,
  'restore.interference': () =>
    'Outside interference moved balls without affecting the shot: they are put back and the shot stands.',
  'restore.touched': () => 'The disturbed balls are put back as closely as possible.',
  'warn.intentional': (p) => `${p.player} touched the cue ball on purpose: warned that a second time loses the match.`,
  'warn.deflected': (p) =>
    `${p.player} stopped or deflected the cue ball on the break: warned that a second time loses the match.`,
  'deflected.options': (p) =>
    `${p.player} may play with the cue ball in hand behind the head string or make the offender do so.`,
  'next.inHand': (p) => `${p.player} has the cue ball in hand anywhere on the table.`,
  'next.kitchen': (p) => `${p.player} has the cue ball in hand behind the head string.`,
  'next.inPlace': (p) => `${p.player} plays from the position as it lies.`,
  'next.continue': (p) => `A ball was pocketed legally: ${p.player} continues.`,
  'next.miss': (p) => `No ball was pocketed legally: ${p.player} comes to the table.`,
  'next.headSpot': (p) => `${p.player} plays with the cue ball on the head spot.`,
  'next.centreSpot': (p) => `${p.player} plays with the cue ball on the centre spot.`,
  spotted: (p) => `Spotted on the long string: ${W.balls(p.balls, false)}.`,
  'spotted.front': () =>
    'No room behind the foot spot: spotted in front of it, lowest number nearest the spot (3.32; short rule 26 says otherwise and is not followed).',
  options: (p) => `${p.player} chooses: ${W.options(p.options)}.`,
  win: (p) => `${p.side} wins the game.`,
  loss: (p) => `${p.side} loses the game: ${W.reasons[p.reason]}.`,
  lossMatch: (p) => `${p.side} loses the match: ${W.reasons[p.reason]}.`,
  'choice.accept': (p) => `${p.player} accepts the table and plays.`,
  'choice.pass': (p) => `${p.player} passes the shot back: ${p.other} must play.`,
  'choice.rerack': (p) => `The balls are re-racked; ${p.player} breaks.`,
  'choice.kitchen': (p) => `${p.player} takes the cue ball in hand behind the head string.`,
  'choice.spotEight': () => 'The 8 is spotted and play goes on.',
  'choice.spotNearest': (p) => `The ${W.ball(p.ball)}, nearest the head string, is spotted.`,
  'announce.warning': (p) => `The referee warns ${p.side}: two consecutive fouls.`,
  'announce.warningNone': () => 'Warning noted.',
  'announce.concede': (p) => `${p.player} concedes, and so loses the match.`,
  'announce.protest': () =>
    'Protest noted: a foul must be protested before the next shot, and the shot was judged from its events.',
  'announce.stalemate': (p) => `Stalemate: the balls are re-racked and ${p.player} breaks again.`,
  unrestorable: () => 'Outside interference moved balls that cannot be put back where they were.',
  replayGame: (p) => `The game is replayed: the balls are re-racked and ${p.player}, who broke it, breaks again.`,
  newRack: (p) => `New rack: ${p.player} breaks.`,
  // eight-ball (4.x)
  'break.legal': () => 'Legal break.',
  'eight.illegalBreak': () =>
    'Illegal break: no ball pocketed and fewer than four object balls reached a cushion, a foul.',
  'eight.breakScratch': () => 'Scratch on a legal break: balls pocketed stay down and the table stays open.',
  'eight.breakScratchNone': () => 'Scratch on a legal break: the table stays open.',
  'eight.breakJumped': () => 'An object ball jumped off the table on the break.',
  'eight.legalEight': () => 'The 8 was legally pocketed in the called pocket after the group was cleared.',
  'eight.onBreak': () => 'The 8 was pocketed on the break without a foul.',
  'eight.onBreakFoul': () => 'The 8 was pocketed on the break with a foul.',
  'eight.openAfterBreak': () =>
    'The table is open after the break whatever was pocketed (4.10; the introductory text that lets the first ball decide is not followed).',
  'eight.groups': (p) => `${p.side} takes ${W.groups[p.group]}.`,
  'eight.safety': () => 'Safety called: balls pocketed stay down and the inning ends.',
  'eight.safetyNone': () => 'Safety called: the inning ends.',
  'eight.jumpedNotSpotted': () =>
    'Jumped object balls are not spotted (4.17; the simplified text that spots them is not followed).',
  'eight.uncalled': () => 'The called ball did not go into the called pocket: balls pocketed stay down.',
  'eight.staysDown': () => 'Balls pocketed on a foul stay down.',
  // the consecutive-fouls rule of every game that has one (2.16)
  'fouls.two': (p) => `${p.side} is on two consecutive fouls and must be warned.`,
  'fouls.unwarned': () =>
    'No warning was given after the second foul, so this counts as a second foul, not a third (2.16).',
  'fouls.out': (p) => `${p.side} is out of the game on three consecutive fouls; the others play on.`,
  'fouls.outScoreStays': (p) =>
    `${p.side} has three consecutive fouls and is out of the game; the balls he pocketed stay down.`,
  'fouls.teamLoses': (p) => `${p.player} has three consecutive fouls: ${p.side} loses the game.`,
  // nine-ball (5.x)
  'nine.illegalBreak': () =>
    'Illegal break: the 1 must be hit first and a ball pocketed or four object balls driven to a cushion: foul.',
  'nine.pushOutNext': () => 'The next shot may be a push out.',
  'nine.noPushOut': () => 'After a foul on the break there is no push out.',
  'nine.pushOut': () => 'Legal push out.',
  'nine.pushOutChoice': (p) => `${p.player} may play from here or pass the shot back.`,
  'nine.othersDown': () => 'Other balls stay down.',
  'nine.ninePocketed': () => 'The 9 was pocketed on a legal shot.',
  'nine.nineOnBreak': () => 'The 9 was pocketed on a legal break.',
  // 14.1 continuous (6.x)
  'straight.breakViolation': () =>
    'Breaking violation: neither a called ball pocketed nor the cue ball and two object balls to a cushion; 2 points off.',
  'straight.breakOptions': (p) => `${p.player} accepts the table or has ${p.other} break again.`,
  'straight.points': (p) => `${p.side} scores: plus ${p.n}.`,
  'straight.penalty': (p) => `Penalty for ${p.side}: minus ${p.n}.`,
  'straight.uncalled': () => 'The called ball was not pocketed: balls pocketed are spotted and the inning ends.',
  'straight.safety': () => 'Safety: balls pocketed are spotted and the inning ends.',
  'straight.safetyNone': () => 'Safety: the inning ends.',
  'straight.rerack': () => 'The 14th ball is down: the 14 balls are re-racked with the apex empty.',
  'straight.rerackTable': (p) => `By the 15th-ball table: ${W.rerack(p.entry)}.`,
  'straight.thirdFoul': () => 'Third consecutive foul: 1 point plus 15 more off; the foul count starts again.',
  'straight.deliberate': () => 'Deliberate foul: 16 points off.',
  'straight.fifteen': (p) => `${p.side} is penalised 15 points.`,
  'straight.rerackOptions': (p) => `${p.player} accepts the table or has all 15 balls racked and ${p.other} break.`,
  'straight.allInKitchen': (p) =>
    `All object balls are behind the head string: ${p.player} may have the nearest one spotted.`,
  'straight.nearRail': () =>
    "Two legal safeties have been played at this ball within a ball's width of the cushion using only that cushion: it now counts as frozen, and the frozen-ball rule applies.",
  'straight.nearRailNote': () =>
    "The shooter fouled on his last shot or is on two fouls: a ball within a ball's width of the cushion counts as frozen at once (6.7.2, note).",
  'straight.nearRailFailed': (p) =>
    `The ${W.ball(p.ball)} counts as frozen to the cushion, so a ball had to be pocketed, the cue ball or another ball had to reach a cushion, or the ${W.ball(p.ball)} a different cushion: foul.`,
  'straight.breakShot': () => 'The offender breaks as at the start of the game.',
  'straight.target': (p) => `${p.side} reaches ${points(p.n)}.`,
  'straight.stalemate': () => 'Stalemate.',
  'straight.lagForBreak': () =>
    'All 15 balls are racked for an opening break, and the players lag for it: the winner of the lag breaks. The score stands.',
  'straight.lagWon': (p) => `${p.player} won the lag and takes the opening break.`,
  // the wpa-current edition
  'edition.reported': () => 'The current WPA text on this point is reported, not verified.',
  'edition.unverified': () => 'The current WPA text for this case is unverified, so the 1999 ruling is kept.',
  'edition.noCueBallFoulsOnly': () =>
    'The current rules have no "cue ball fouls only" option: touching an object ball is a foul even without a referee.',
  'edition.deflectedBreak': () =>
    'Under the current rules this is an ordinary foul: no special options and no warning.',
  'edition.headStringLine': () =>
    'The cue ball in hand was on or in front of the head string although it had to be played from behind it: foul.',
  'edition.jumpMiscue': () => 'A miscue on a jump shot is not a foul in itself under the current rules.',
  'edition.inHandTouching': () => 'The cue ball in hand may be placed against an object ball.',
  'edition.breakingFoulOnly': () =>
    'The shot was both a breaking foul and a standard foul: only the breaking foul counts.',
  'edition.noNearRail': () =>
    'The current rules set no limit on safeties at a ball near a cushion: it does not count as frozen.',
  'edition.thirdFoulRerack': () => 'All 15 balls are racked and the offender must break; the opponent has no choice.',
  'edition.unsportsmanlike': () =>
    'Under the current rules a deliberate foul is unsportsmanlike conduct, whose penalty the referee chooses.',
  'edition.lagMoving': () => 'Shooting while balls were moving does not spoil a lag.',
  'edition.settlingNoFoul': () =>
    'The ball still moving was only settling: shooting while a ball settles is not a foul.',
  'edition.unrestorable': () =>
    'A position that cannot be restored is handled as a stalemate, by the stalemate procedure of the game.',
  'edition.scoreKept': () =>
    'The current text does not say what becomes of the score; it is kept, as the 1999 rule 3.35 keeps it when a 14.1 rack is started again.',
  'edition.warnConduct': (p) => `${p.player} is warned for unsportsmanlike conduct; no foul.`,
  'edition.markingTable': () =>
    'Under the current rules marking the table is unsportsmanlike conduct, whose penalty the referee chooses.',
  'edition.doubleHit': () =>
    "The current rules judge a double hit by the cue tip still touching the cue ball when the cue ball reaches the object ball; the 1999 guideline looked at how far the cue ball went into the object ball's place. Either way it is a standard foul.",
  'edition.deliberateMiscue': () =>
    'Under the current rules a miscue is no foul in itself, but a deliberate one is unsportsmanlike conduct, whose penalty the referee chooses.',
  'edition.conductFifteen': () =>
    'Under the current rules this is unsportsmanlike conduct, whose penalty the referee chooses instead of a fixed 15 points.',
  'edition.conductSerious': () =>
    'With no other penalty given in the log, unsportsmanlike conduct takes the usual one under the current rules, that of a serious foul.',
  'edition.seriousRerack': () => 'All 15 balls are racked and the offender must break, as after a third foul in a row.',
  'edition.lagLateStrike': (p) =>
    `${p.player} struck the ball after the other ball had reached the foot cushion, so the lag does not count, whatever the balls did.`,
  // the clauses only one game says (src/i18n/games/en.ts)
  ...ownClauses(GAME_CLAUSES_EN),
  // the clauses the recreational games share
  ...sharedAs(SHARED),
} satisfies RulingTexts;

export const EN: RulingLanguage = { lang: 'en', texts: EN_RULINGS, words: EN_WORDS };
