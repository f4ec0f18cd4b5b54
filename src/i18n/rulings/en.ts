/** The referee's rulings in English: the names of their data and one text per code. */
import { plural } from '../plural.ts';
import type { RulingLanguage } from './render.ts';
import { type RulingTexts, type RulingWords, type SharedTexts, sharedAs } from './types.ts';

const points = (n: number): string => plural('en', n, { one: '# point', other: '# points' });
const cards = (n: number): string => plural('en', n, { one: '# card', other: '# cards' });

const PLACES = {
  stays: 'stays where it is',
  'foot-spot': 'goes to the foot spot',
  'head-spot': 'goes to the head spot',
  'centre-spot': 'goes to the centre spot',
  'in-hand-kitchen': 'is in hand behind the head string',
} as const;

const WAYS = { bank: 'bank', combination: 'combination', carom: 'carom', kick: 'kick' } as const;

const EN_WORDS = {
  ball: (b) => (b === 'cue' ? 'cue ball' : `${b}`),
  balls: (list, capital) => {
    const s = list.length === 1 ? `the ${list[0]}` : `balls ${list.join(', ')}`;
    return capital ? s[0]?.toUpperCase() + s.slice(1) : s;
  },
  fouls: {
    'double-hit': 'Double hit',
    'push-shot': 'Push shot',
    'touched-ball': 'Ball touched',
    'no-foot-on-floor': 'No foot on the floor',
    'shot-while-moving': 'Shot while balls were moving',
    'cue-ball-placement': 'Object ball touched while placing the cue ball',
    'bad-cue-ball-position': 'Cue ball placed outside the kitchen',
    'miscue-jump': 'Miscue on a jump shot',
    'scoop-jump': 'Scooped jump shot',
    interference: 'Interference',
    'marking-table': 'Marking the table',
    'slow-play': 'Time limit exceeded',
    'deliberate-touch': 'Deliberately touching a moving ball',
    unsportsmanlike: 'Unsportsmanlike conduct',
    'cue-ball-stroke-in-hand': 'Forward stroke touching the cue ball in hand',
    'left-playing-area': 'Left the playing area without permission',
    'continued-after-foul': 'Played on after a foul was called',
    'refused-to-leave-table': 'Refused to leave the table',
    'deflected-break': 'Cue ball stopped or deflected on the break',
    'not-seated': 'Rose from the seat during the stroke',
    'feet-on-floor': 'Feet or footrests touched the floor',
    'obstacle-moved': 'Obstructing ball moved on a jump or massé shot',
  },
  reasons: {
    concession: 'concession',
    'continued-after-foul': 'played on after a foul was called',
    'left-playing-area': 'left the playing area without permission',
    'refused-to-leave-table': 'refused to leave the table',
    'second-intentional-foul': 'a second intentional cue-ball foul in the match',
    'second-deflected-break': 'a second deflected break in the match',
    unsportsmanlike: 'unsportsmanlike conduct',
    'three-consecutive-fouls': 'three consecutive fouls',
    'three-illegal-breaks': 'three illegal breaks in a row',
    'foul-on-eight': 'a foul while pocketing the 8',
    'eight-with-last': 'the 8 pocketed on the same shot as the last group ball',
    'eight-off-table': 'the 8 driven off the table',
    'eight-wrong-pocket': 'the 8 pocketed in a pocket that was not called',
    'eight-early': 'the 8 pocketed when it was not the legal object ball',
  },
  lagFaults: {
    crossed: "it crossed into the opponent's half",
    'no-foot-cushion': 'it did not reach the foot cushion',
    pocketed: 'it was pocketed',
    'off-table': 'it left the table',
    'side-cushion': 'it touched a long cushion',
    'in-corner-jaws': 'it stopped in the jaws of a corner pocket beyond the head cushion',
    'foot-cushion-twice': 'it touched the foot cushion more than once',
    foul: 'a foul was committed',
  },
  groups: { solids: 'the solids (1–7)', stripes: 'the stripes (9–15)' },
  optionNames: {
    accept: 'accept the table',
    pass: 'pass the shot back',
    'rerack-self': 're-rack and break',
    'rerack-opponent': 're-rack and have the offender break',
    'spot-eight': 'spot the 8 and play on',
    rerack: 're-rack',
    kitchen: 'cue ball in hand behind the head string',
    'spot-nearest': 'spot the ball nearest the head string',
    'spot-lowest': 'spot the lowest-numbered ball',
    relag: 'lag again',
  },
  options: (list): string =>
    list.map((o) => (EN_WORDS.optionNames as Readonly<Record<string, string>>)[o] ?? o).join(' or '),
  ways: (list) => list.map((w) => WAYS[w]).join(' and '),
  sidePockets: { 'side-left': 'the left side pocket', 'side-right': 'the right side pocket' },
  rerack: (e) => `the ${e.ball} ${PLACES[e.fifteenth]}, the cue ball ${PLACES[e.cue]}`,
  rules: (labels) => `(Rules ${labels}.)`,
} satisfies RulingWords;

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
  // the lag (3.6)
  'lag.bad': (p) => `${p.player}'s lag is lost: ${W.lagFaults[p.reason]}.`,
  'lag.winner': (p) => `${p.player} wins the lag and chooses who breaks.`,
  'lag.relag': () => 'The lag is replayed.',
  'lag.lateStrike': (p) =>
    `${p.player} struck the ball after the other ball had reached the foot cushion; the 1999 rule asks for the balls to be struck at the same time but sets no consequence, so the lag is judged as played.`,
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
  // bowlliards
  'bowlliards.freeBreak': () => 'Free break: nothing on it is penalised, and the balls pocketed on it are spotted.',
  'bowlliards.freeBreakNone': () => 'Free break: nothing on it is penalised.',
  'bowlliards.penaltyNone': () => 'One point off for the foul.',
  'bowlliards.startInning': (p) =>
    `${p.player} starts inning ${p.n} of frame ${p.frame} with the cue ball in hand behind the head string.`,
  'bowlliards.points': (p) => `${p.player}: ${plural('en', p.n, { one: '# ball', other: '# balls' })} this inning.`,
  'bowlliards.penalty': () => 'One point off for the foul; balls pocketed on it do not count and stay down.',
  'bowlliards.strike': () => 'Strike: all ten balls in the first inning.',
  'bowlliards.spare': () => 'Spare: all ten balls in two innings.',
  'bowlliards.secondInning': (p) => `${p.player} plays the second inning of frame ${p.frame}.`,
  'bowlliards.bonus': (p) =>
    `${p.player} has a bonus inning in the tenth frame: the balls are racked again for a free break.`,
  'bowlliards.bonusGoesOn': (p) => `${p.player} plays the last bonus inning of the tenth frame on the balls left.`,
  'bowlliards.frameOver': (p) =>
    `Frame ${p.frame} of ${p.player} is over: the balls are racked for ${p.next}'s free break.`,
  'bowlliards.gameOver': () => 'Every player has played ten frames: the highest score wins.',
  'bowlliards.draw': () => 'Every player has played ten frames and the best scores are level: a draw.',
  // card-ball
  'card-ball.illegalBreak': () =>
    'Not an open break: no ball pocketed and fewer than four object balls reached a cushion, an illegal shot (single foul).',
  'card-ball.notHeld': (p) => `${W.balls(p.balls, true)} pocketed without a matching card: double foul.`,
  'card-ball.draw': (p) => `${p.player} draws ${cards(p.n)} for the foul: ${p.cards.join(', ')}.`,
  'card-ball.setAside': (p) => `Cards whose balls are off the table are set aside: ${p.cards.join(', ')}.`,
  'card-ball.deckEmpty': () => 'The deck is empty: no more cards can be drawn.',
  'card-ball.discard': (p) => `${p.player} discards ${p.cards.join(', ')}.`,
  'card-ball.stayDown': () => 'Balls pocketed on a foul stay down (3.17).',
  'card-ball.outOfCards': (p) => `${p.player} has no cards left.`,
  'card-ball.shooterFirst': () => 'Several players ran out on the same shot: the shooter wins.',
  'card-ball.tie': (p) =>
    `Several players ran out on the same shot: the tie is broken by drawing cards (${p.cards.map(([who, c]) => `${who} ${c}`).join(', ')}).`,
  'card-ball.tieUnbroken': () => 'The deck ran out before the tie could be broken: the game is drawn.',
  'card-ball.cardsUnknown': (p) => `The cards are not given: the foul costs ${cards(p.n)} from the deck.`,
  'card-ball.concede': (p) => `${p.player} concedes and leaves the game.`,
  // cowboy
  'cowboy.points': (p) => `${p.side} scores ${p.n} (now ${p.total}).`,
  'cowboy.opening': (p) =>
    `The opening shot did not hit the 3 first: ${p.player} may have it played again or take it himself.`,
  'cowboy.overNinety': (p) => `The shot would take ${p.side} past 90 points: foul (6.4).`,
  'cowboy.pocketAfterNinety': () => 'From 90 points on only caroms score: pocketing an object ball is a foul (6.5).',
  'cowboy.otherBall': () => 'On 100 points the cue ball may touch only the 1: foul (6.6).',
  'cowboy.capped': () =>
    'Points beyond 100 are not scored: the 101st point comes only from the called cue ball off the 1 (5.1).',
  'cowboy.cancelled': (p) =>
    `No points are deducted, but ${plural('en', p.n, { one: 'the # point of this inning is', other: 'the # points of this inning are' })} cancelled.`,
  'cowboy.winningShot': () =>
    'The cue ball caromed off the 1 into the called pocket: the 101st point, and the scratch is legal (6.7).',
  'cowboy.returned': (p) => `Back on their spots: ${W.balls(p.balls, false)}.`,
  'cowboy.waiting': (p) =>
    `The spot of ${W.balls(p.balls, false)} is occupied: it stays off the table until the spot is free.`,
  'cowboy.resetForHundred': (p) =>
    `${p.player} is on 100 and the 1's spot is occupied: all balls are set up again, cue ball in hand behind the head string.`,
  // cribbage
  'cribbage.illegalBreak': (p) =>
    `The break was not an open break: foul. ${p.player} has the offender break again or breaks himself.`,
  'cribbage.closed': (p) => `Cribbage ${p.pair[0]}-${p.pair[1]} completed: one point for ${p.side}.`,
  'cribbage.fifteen': (p) => `Every pair is down: the 15 alone is a cribbage, one point for ${p.side}.`,
  'cribbage.open': (p) => `Waiting for a mate: ${W.balls(p.balls, false)}. The next shot must pocket a mate.`,
  'cribbage.missedMate': (p) => `The shot did not pocket the mate of ${W.balls(p.balls, false)}: foul.`,
  'cribbage.openSpotted': (p) => `Balls left without a mate are spotted: ${W.balls(p.balls, false)}.`,
  'cribbage.fifteenSpotted': () => 'The 15 was pocketed while pairs remain: it is spotted right after the shot.',
  'cribbage.foulNone': () => 'The inning ends; no points are deducted.',
  'cribbage.foul': () =>
    'The inning ends; balls pocketed on the foul do not count and are spotted; no points are deducted.',
  'cribbage.acceptOrKitchen': (p) =>
    `${p.player} accepts the table or takes the cue ball in hand behind the head string.`,
  'cribbage.draw': () =>
    'All eight cribbages are made and neither player has five: the source does not say what happens; the game is drawn.',
  'cribbage.target': (p) => `${p.side} has five cribbages.`,
  // cutthroat
  'cutthroat.illegalBreak': (p) =>
    `Not an open break: ${p.player} may accept the table and shoot, or have the balls racked again and break.`,
  'cutthroat.breakStaysDown': () => 'Balls pocketed on the break stay down.',
  'cutthroat.opponentsSpotted': () =>
    "Opponents' balls pocketed or jumped on the foul are spotted; the shooter's own stay down.",
  'cutthroat.penalty': (p) =>
    `Penalty: one previously pocketed ball of each opponent is spotted (${W.balls(p.balls, false)}).`,
  'cutthroat.noPenaltyBalls': () =>
    'Every opponent still has all his balls on the table: the foul does not affect them.',
  'cutthroat.back': (p) => `${p.players.join(', ')} come(s) back into the game.`,
  'cutthroat.out': (p) => `${p.players.join(', ')} is out: no ball of the group left on the table.`,
  'cutthroat.allOut': () => 'The last balls of every group went down on the same shot: the game is drawn.',
  'cutthroat.kitchen': (p) =>
    `Every opponent's ball is in the kitchen: ${p.player} may have the one nearest the head string spotted on the foot spot.`,
  'cutthroat.order': (p) => `Order of play: ${p.players.join(', ')}.`,
  // forty-one
  'forty-one.points': (p) => `${p.player} scores ${p.n}.`,
  'forty-one.oneShot': (p) => `One shot per inning: ${p.player} comes to the table.`,
  'forty-one.illegalBreak': () =>
    'Not an open break: no ball pocketed and fewer than four object balls reached a cushion: foul.',
  'forty-one.spotted': () => 'Balls pocketed on the foul and jumped balls do not count and are spotted.',
  'forty-one.penalty': (p) =>
    `Penalty: ${p.player} spots the ${W.ball(p.ball)}, the last ball he pocketed (minus ${W.ball(p.ball)}).`,
  'forty-one.noPenalty': (p) => `${p.player} has pocketed no ball yet: no penalty.`,
  'forty-one.claim': (p) => `${p.player} shows the pea: ${points(p.points)} and pea ${p.pea} make exactly 41.`,
  'forty-one.falseClaim': (p) =>
    `${p.player} claims 41, but the pea does not make exactly 41: the claim has no effect.`,
  'forty-one.bust': (p) => `${p.player} declares a bust: all his balls are spotted and his points start again from 0.`,
  'forty-one.newPea': (p) => `${p.player} draws a new pea.`,
  'forty-one.falseBust': (p) => `${p.player} declares a bust but is not over 41: the declaration has no effect.`,
  'forty-one.disqualified': (p) =>
    `${p.player} went over 41 and did not declare a bust before the next shot: disqualified for the rest of the game.`,
  'forty-one.lastLeft': (p) => `${p.player} is the only player left.`,
  'forty-one.cleared': () => 'No balls are left and nobody has claimed 41: the highest total not over 41 wins.',
  'forty-one.clearedDraw': () =>
    'No balls are left and nobody has claimed 41: the best totals are level, the game is drawn.',
  'forty-one.kitchen': (p) =>
    `Every object ball is in the kitchen: ${p.player} may have the one nearest the head string spotted on the foot spot.`,
  'forty-one.peaUnknown': (p) =>
    `${p.player}'s pea is not given to the referee: the announcement cannot be ruled and has no effect.`,
  'forty-one.concede': (p) => `${p.player} concedes and leaves the game.`,
  // honolulu
  'honolulu.illegalBreak': (p) =>
    `Illegal break: the called ball was not pocketed and fewer than two object balls reached a cushion. ${p.side} is penalised one point, owed as a ball: the first ball ${p.side} legally pockets will be spotted. ${p.player} must accept the table.`,
  'honolulu.scored': (p) =>
    `The called ${W.ball(p.ball)} went into the called pocket by ${W.ways(p.how)}: one point for ${p.side}.`,
  'honolulu.debt': (p) =>
    `${p.side} owed a ball after an illegal break: the ${W.ball(p.ball)} is spotted instead of scoring.`,
  'honolulu.not-pocketed': (p) => `The called ${W.ball(p.ball)} was not pocketed.`,
  'honolulu.wrong-pocket': (p) => `The called ${W.ball(p.ball)} went into another pocket.`,
  'honolulu.no-pocket-called': (p) => `The ${W.ball(p.ball)} was called without a pocket.`,
  'honolulu.direct': (p) =>
    `The ${W.ball(p.ball)} went in directly, without a bank, combination, carom or kick: it does not count (not a foul).`,
  'honolulu.simple-kick': (p) =>
    `The ${W.ball(p.ball)} was made by a simple kick off a cushion bordering the called pocket: it does not count.`,
  'honolulu.noCall': () => 'No ball was called: balls pocketed do not count.',
  'honolulu.allOrNothing': () => 'Several balls were called and not all of them were legally pocketed: none counts.',
  'honolulu.later': (p) =>
    `Balls pocketed that do not count (${W.balls(p.balls, false)}) are spotted at the end of the inning.`,
  'honolulu.noRail': () =>
    'After the contact neither the cue ball nor the ball it contacted reached a cushion and nothing was pocketed: foul.',
  'honolulu.foulNoPoints': () =>
    'A foul: nothing pocketed counts; no penalty points (the source gives section 9 no text: general rules 3.17, 3.30).',
  'honolulu.kitchen': () =>
    'After a scratch or a jumped cue ball the incoming player has the cue ball in hand behind the head string (editorial decision, 3.10).',
  'honolulu.target': (p) => `${p.side} reaches ${points(p.n)}.`,
  // kelly-pool
  'kelly-pool.illegalBreak': () =>
    'Not an open break: no ball was pocketed and fewer than four object balls reached a cushion.',
  'kelly-pool.own': (p) => `${p.player} legally pocketed his own ball, the ${W.ball(p.ball)}.`,
  'kelly-pool.collects': (p) => `${p.player} collects ${p.n} from each opponent.`,
  'kelly-pool.othersBall': (p) =>
    `The ${W.ball(p.ball)} was ${p.owner}'s own ball: ${p.owner} can no longer win this game.`,
  'kelly-pool.othersBallScoring': (p) =>
    `The ${W.ball(p.ball)} was ${p.owner}'s own ball: ${p.player} gets ${p.n}, ${p.owner} loses ${p.n}; ${p.owner} must say so before the next shot.`,
  'kelly-pool.disqualified': (p) =>
    `${p.owner} did not announce that his ball had been pocketed: disqualified for the rest of the game; ${p.player} gets ${p.n} more from him.`,
  'kelly-pool.announced': (p) => `${p.owner} announces that his own ball has been pocketed.`,
  'kelly-pool.nothingToAnnounce': (p) => `${p.owner} has nothing to announce.`,
  'kelly-pool.noneLeft': () =>
    "Every player's own ball has been pocketed by someone else: nobody can win, and the game ends without a winner.",
  'kelly-pool.noPeas': () => "The log gives no private numbers (options.peas): no ball can be anyone's own ball.",
  'kelly-pool.stake': () => 'Points are doubled in this game (no one pocketed his own ball in the last one).',
  // mr-and-mrs
  'mr-and-mrs.illegalBreak': (p) =>
    `On the break the cue ball did not hit the 1 first: foul. ${p.player} accepts the table or has the balls racked again and the offender break.`,
  'mr-and-mrs.points': (p) => `${p.player} scores ${p.n}.`,
  'mr-and-mrs.novice': (p) => `${p.player} is a weaker player: any ball may be hit first, no call (8.3).`,
  'mr-and-mrs.uncatchable': (p) => `${p.player} can no longer be caught: the game is over.`,
  'mr-and-mrs.lastBall': (p) => `The table is empty: the game goes to ${p.player}.`,
  'mr-and-mrs.tie': () => 'Equal points: the game goes to the tied player who pocketed a ball last.',
  'mr-and-mrs.accept': () => 'After a foul without a scratch the incoming player accepts the table.',
  // odd-ball
  'odd-ball.illegalBreak': () =>
    'Not an open break: no ball was pocketed and fewer than four object balls reached a cushion.',
  'odd-ball.points': (p) => `${p.side} scores ${p.n} (odd balls legally pocketed); rack total ${p.total}.`,
  'odd-ball.evenOnly': (p) => `Only even balls: no points for ${p.side}; rack total ${p.total}.`,
  'odd-ball.bonus': (p) => `${p.side} reaches 61 in this rack: two bonus points.`,
  'odd-ball.sixtyAll': () => 'Both sides finish the rack on 60: one bonus point each.',
  'odd-ball.early': (p) =>
    `The bonus is taken and only even balls are left: the rack ends, and ${p.player} is credited with the remaining balls (${W.balls(p.balls, false)}).`,
  'odd-ball.rackOver': (p) =>
    `The rack is over: the balls are racked again and ${p.player}, who pocketed the last ball, breaks.`,
  'odd-ball.target': (p) => `${p.side} reaches ${points(p.n)}.`,
  'odd-ball.draw': () =>
    'Both sides reach 21 on the same rack end: the source does not say who wins; the game is drawn.',
  // side-pocket-one
  'side-pocket-one.chosen': (p) =>
    `${p.side} chooses ${W.sidePockets[p.pocket]} for the 1-ball; ${p.other} gets ${W.sidePockets[p.otherPocket]}.`,
  'side-pocket-one.lateChoice': () =>
    'The side pocket for the 1-ball is chosen before the break: a choice declared later has no effect.',
  'side-pocket-one.scored': (p) =>
    `Legally pocketed, a point each: ${W.balls(p.balls, false)} (${p.side} now has ${p.n}).`,
  'side-pocket-one.uncatchable': (p) =>
    `${p.side} has ${p.n} point(s) and cannot be caught with ${p.left} ball(s) left on the table: ${p.side} wins (editorial decision: the source gives no object of the game).`,
  'side-pocket-one.not-called-pocket': (p) =>
    `The ${W.ball(p.ball)} did not drop into a called pocket: it does not count and is spotted, no penalty.`,
  'side-pocket-one.one-not-called': () =>
    'The 1-ball counts only when called as the object ball: it is spotted, no penalty.',
  'side-pocket-one.one-not-own-pocket': () =>
    "The 1-ball counts only in the shooter's own side pocket: it is spotted, no penalty.",
  'side-pocket-one.no-side-pocket': () =>
    'No side pocket was chosen for the 1-ball before the break, so it cannot count: it is spotted, no penalty.',
  'side-pocket-one.illegalBreak': (p) =>
    `Illegal break: no ball in a called pocket, and the cue ball and two object balls did not reach a cushion after the contact with the rack (${p.n} in a row). ${p.player} accepts the position or has the balls racked again for the offender to break.`,
  'side-pocket-one.foulNone': () => 'No points are deducted for the foul.',
  'side-pocket-one.foul': () => 'Balls pocketed or jumped on the foul are spotted; no points are deducted.',
  'side-pocket-one.acceptPosition': (p) => `${p.player} accepts the position on the table.`,
  'side-pocket-one.kitchenAll': (p) =>
    `Every object ball is in the kitchen: ${p.player} may have the one nearest the head string spotted on the foot spot.`,
  'side-pocket-one.rackCleared': (p) =>
    `The table is cleared without the 1-ball (the set-up position had none): the balls are racked again in the same game, and ${p.player}, who pocketed the last ball, breaks.`,
  // six-ball
  'six-ball.illegalBreak': () => 'Neither an open break nor a ball pocketed: the break does not meet section 7.',
  'six-ball.breakOptions': (p) =>
    `${p.player} may shoot with the cue ball in hand behind the head string, the balls as they lie, or have the balls re-racked and break.`,
  'six-ball.spotted': () =>
    'Balls pocketed on a foul and jumped balls are spotted, with no penalty for the balls themselves (sections 9, 10).',
  'six-ball.coinOperated': () => 'Coin-operated table: of the pocketed balls only the 6 is spotted.',
  'six-ball.mustContinue': () =>
    'A ball was pocketed legally: the safety call does not apply, the ball stays down and the player must continue (8.3).',
  // the clauses the recreational games share
  ...sharedAs(SHARED),
} satisfies RulingTexts;

export const EN: RulingLanguage = { lang: 'en', texts: EN_RULINGS, words: EN_WORDS };
