/**
 * Every game's words in English, in two exports: its names (`GAMES_EN`, loaded up front by the
 * table and by every cited paragraph) and the words of the clauses only it says
 * (`GAME_CLAUSES_EN`, loaded on demand with the rulings' words). A new game adds its entry to each.
 */
import { plural } from '../plural.ts';
import { cards, EN_WORDS, points } from '../rulings/en-words.ts';
import type { GamesClauses, RulingWords } from '../rulings/types.ts';
import type { GamesWords } from './index.ts';

/** Every game's names in English (the fields: index.ts). */
export const GAMES_EN: GamesWords = {
  'eight-ball': { name: 'Eight-ball' },
  'nine-ball': { name: 'Nine-ball' },
  'straight-pool': { name: '14.1 continuous' },
  'six-ball': { name: 'Six-Ball' },
  'card-ball': { name: 'Card Ball (Poker Pool)', short: 'Card Ball' },
  bowlliards: { name: 'Bowlliards' },
  cutthroat: { name: 'Cutthroat' },
  cowboy: { name: 'Cowboy' },
  'forty-one': { name: 'Forty-One' },
  'kelly-pool': { name: 'Kelly Pool (Pea Pool)', short: 'Kelly Pool' },
  'mr-and-mrs': { name: 'Mr. & Mrs.' },
  'odd-ball': { name: 'Odd Ball' },
  honolulu: { name: 'Honolulu' },
  cribbage: { name: 'Cribbage' },
  'side-pocket-one': { name: 'One-ball in the side pocket (unnamed game)', short: 'One-ball in the side pocket' },
  lag: { name: 'The lag for the break', short: 'Lag for break' },
};

const W: RulingWords = EN_WORDS;

/**
 * The words of the clauses only one game says, in English: for each game with codes of its own (its
 * `<game>/says.ts`), a text for every one of them by clause (`points` for `cowboy.points`), typed by
 * those codes. The rulings' words (src/i18n/rulings/en.ts) add them to the shared clauses; the
 * build keeps them out of the names' chunk (src/integrations/game-clauses.mjs).
 */
export const GAME_CLAUSES_EN: GamesClauses = {
  'six-ball': {
    illegalBreak: () => 'Neither an open break nor a ball pocketed: the break does not meet section 7.',
    breakOptions: (p) =>
      `${p.player} may shoot with the cue ball in hand behind the head string, the balls as they lie, or have the balls re-racked and break.`,
    spotted: () =>
      'Balls pocketed on a foul and jumped balls are spotted, with no penalty for the balls themselves (sections 9, 10).',
    coinOperated: () => 'Coin-operated table: of the pocketed balls only the 6 is spotted.',
    mustContinue: () =>
      'A ball was pocketed legally: the safety call does not apply, the ball stays down and the player must continue (8.3).',
  },
  'card-ball': {
    illegalBreak: () =>
      'Not an open break: no ball pocketed and fewer than four object balls reached a cushion, an illegal shot (single foul).',
    notHeld: (p) => `${W.balls(p.balls, true)} pocketed without a matching card: double foul.`,
    draw: (p) => `${p.player} draws ${cards(p.n)} for the foul: ${p.cards.join(', ')}.`,
    setAside: (p) => `Cards whose balls are off the table are set aside: ${p.cards.join(', ')}.`,
    deckEmpty: () => 'The deck is empty: no more cards can be drawn.',
    discard: (p) => `${p.player} discards ${p.cards.join(', ')}.`,
    stayDown: () => 'Balls pocketed on a foul stay down (3.17).',
    outOfCards: (p) => `${p.player} has no cards left.`,
    shooterFirst: () => 'Several players ran out on the same shot: the shooter wins.',
    tie: (p) =>
      `Several players ran out on the same shot: the tie is broken by drawing cards (${p.cards.map(([who, c]) => `${who} ${c}`).join(', ')}).`,
    tieUnbroken: () => 'The deck ran out before the tie could be broken: the game is drawn.',
    cardsUnknown: (p) => `The cards are not given: the foul costs ${cards(p.n)} from the deck.`,
    concede: (p) => `${p.player} concedes and leaves the game.`,
  },
  bowlliards: {
    freeBreak: () => 'Free break: nothing on it is penalised, and the balls pocketed on it are spotted.',
    freeBreakNone: () => 'Free break: nothing on it is penalised.',
    penaltyNone: () => 'One point off for the foul.',
    startInning: (p) =>
      `${p.player} starts inning ${p.n} of frame ${p.frame} with the cue ball in hand behind the head string.`,
    points: (p) => `${p.player}: ${plural('en', p.n, { one: '# ball', other: '# balls' })} this inning.`,
    penalty: () => 'One point off for the foul; balls pocketed on it do not count and stay down.',
    strike: () => 'Strike: all ten balls in the first inning.',
    spare: () => 'Spare: all ten balls in two innings.',
    secondInning: (p) => `${p.player} plays the second inning of frame ${p.frame}.`,
    bonus: (p) => `${p.player} has a bonus inning in the tenth frame: the balls are racked again for a free break.`,
    bonusGoesOn: (p) => `${p.player} plays the last bonus inning of the tenth frame on the balls left.`,
    frameOver: (p) => `Frame ${p.frame} of ${p.player} is over: the balls are racked for ${p.next}'s free break.`,
    gameOver: () => 'Every player has played ten frames: the highest score wins.',
    draw: () => 'Every player has played ten frames and the best scores are level: a draw.',
  },
  cutthroat: {
    illegalBreak: (p) =>
      `Not an open break: ${p.player} may accept the table and shoot, or have the balls racked again and break.`,
    breakStaysDown: () => 'Balls pocketed on the break stay down.',
    opponentsSpotted: () => "Opponents' balls pocketed or jumped on the foul are spotted; the shooter's own stay down.",
    penalty: (p) => `Penalty: one previously pocketed ball of each opponent is spotted (${W.balls(p.balls, false)}).`,
    noPenaltyBalls: () => 'Every opponent still has all his balls on the table: the foul does not affect them.',
    back: (p) => `${p.players.join(', ')} come(s) back into the game.`,
    out: (p) => `${p.players.join(', ')} is out: no ball of the group left on the table.`,
    allOut: () => 'The last balls of every group went down on the same shot: the game is drawn.',
    kitchen: (p) =>
      `Every opponent's ball is in the kitchen: ${p.player} may have the one nearest the head string spotted on the foot spot.`,
    order: (p) => `Order of play: ${p.players.join(', ')}.`,
  },
  cowboy: {
    points: (p) => `${p.side} scores ${p.n} (now ${p.total}).`,
    opening: (p) =>
      `The opening shot did not hit the 3 first: ${p.player} may have it played again or take it himself.`,
    overNinety: (p) => `The shot would take ${p.side} past 90 points: foul (6.4).`,
    pocketAfterNinety: () => 'From 90 points on only caroms score: pocketing an object ball is a foul (6.5).',
    otherBall: () => 'On 100 points the cue ball may touch only the 1: foul (6.6).',
    capped: () =>
      'Points beyond 100 are not scored: the 101st point comes only from the called cue ball off the 1 (5.1).',
    cancelled: (p) =>
      `No points are deducted, but ${plural('en', p.n, { one: 'the # point of this inning is', other: 'the # points of this inning are' })} cancelled.`,
    winningShot: () =>
      'The cue ball caromed off the 1 into the called pocket: the 101st point, and the scratch is legal (6.7).',
    returned: (p) => `Back on their spots: ${W.balls(p.balls, false)}.`,
    waiting: (p) =>
      `The spot of ${W.balls(p.balls, false)} is occupied: it stays off the table until the spot is free.`,
    resetForHundred: (p) =>
      `${p.player} is on 100 and the 1's spot is occupied: all balls are set up again, cue ball in hand behind the head string.`,
  },
  'forty-one': {
    points: (p) => `${p.player} scores ${p.n}.`,
    oneShot: (p) => `One shot per inning: ${p.player} comes to the table.`,
    illegalBreak: () => 'Not an open break: no ball pocketed and fewer than four object balls reached a cushion: foul.',
    spotted: () => 'Balls pocketed on the foul and jumped balls do not count and are spotted.',
    penalty: (p) =>
      `Penalty: ${p.player} spots the ${W.ball(p.ball)}, the last ball he pocketed (minus ${W.ball(p.ball)}).`,
    noPenalty: (p) => `${p.player} has pocketed no ball yet: no penalty.`,
    claim: (p) => `${p.player} shows the pea: ${points(p.points)} and pea ${p.pea} make exactly 41.`,
    falseClaim: (p) => `${p.player} claims 41, but the pea does not make exactly 41: the claim has no effect.`,
    bust: (p) => `${p.player} declares a bust: all his balls are spotted and his points start again from 0.`,
    newPea: (p) => `${p.player} draws a new pea.`,
    falseBust: (p) => `${p.player} declares a bust but is not over 41: the declaration has no effect.`,
    disqualified: (p) =>
      `${p.player} went over 41 and did not declare a bust before the next shot: disqualified for the rest of the game.`,
    lastLeft: (p) => `${p.player} is the only player left.`,
    cleared: () => 'No balls are left and nobody has claimed 41: the highest total not over 41 wins.',
    clearedDraw: () => 'No balls are left and nobody has claimed 41: the best totals are level, the game is drawn.',
    kitchen: (p) =>
      `Every object ball is in the kitchen: ${p.player} may have the one nearest the head string spotted on the foot spot.`,
    peaUnknown: (p) =>
      `${p.player}'s pea is not given to the referee: the announcement cannot be ruled and has no effect.`,
    concede: (p) => `${p.player} concedes and leaves the game.`,
  },
  'kelly-pool': {
    illegalBreak: () => 'Not an open break: no ball was pocketed and fewer than four object balls reached a cushion.',
    own: (p) => `${p.player} legally pocketed his own ball, the ${W.ball(p.ball)}.`,
    collects: (p) => `${p.player} collects ${p.n} from each opponent.`,
    othersBall: (p) => `The ${W.ball(p.ball)} was ${p.owner}'s own ball: ${p.owner} can no longer win this game.`,
    othersBallScoring: (p) =>
      `The ${W.ball(p.ball)} was ${p.owner}'s own ball: ${p.player} gets ${p.n}, ${p.owner} loses ${p.n}; ${p.owner} must say so before the next shot.`,
    disqualified: (p) =>
      `${p.owner} did not announce that his ball had been pocketed: disqualified for the rest of the game; ${p.player} gets ${p.n} more from him.`,
    announced: (p) => `${p.owner} announces that his own ball has been pocketed.`,
    nothingToAnnounce: (p) => `${p.owner} has nothing to announce.`,
    noneLeft: () =>
      "Every player's own ball has been pocketed by someone else: nobody can win, and the game ends without a winner.",
    noPeas: () => "The log gives no private numbers (options.peas): no ball can be anyone's own ball.",
    stake: () => 'Points are doubled in this game (no one pocketed his own ball in the last one).',
  },
  'mr-and-mrs': {
    illegalBreak: (p) =>
      `On the break the cue ball did not hit the 1 first: foul. ${p.player} accepts the table or has the balls racked again and the offender break.`,
    points: (p) => `${p.player} scores ${p.n}.`,
    novice: (p) => `${p.player} is a weaker player: any ball may be hit first, no call (8.3).`,
    uncatchable: (p) => `${p.player} can no longer be caught: the game is over.`,
    lastBall: (p) => `The table is empty: the game goes to ${p.player}.`,
    tie: () => 'Equal points: the game goes to the tied player who pocketed a ball last.',
    accept: () => 'After a foul without a scratch the incoming player accepts the table.',
  },
  'odd-ball': {
    illegalBreak: () => 'Not an open break: no ball was pocketed and fewer than four object balls reached a cushion.',
    points: (p) => `${p.side} scores ${p.n} (odd balls legally pocketed); rack total ${p.total}.`,
    evenOnly: (p) => `Only even balls: no points for ${p.side}; rack total ${p.total}.`,
    bonus: (p) => `${p.side} reaches 61 in this rack: two bonus points.`,
    sixtyAll: () => 'Both sides finish the rack on 60: one bonus point each.',
    early: (p) =>
      `The bonus is taken and only even balls are left: the rack ends, and ${p.player} is credited with the remaining balls (${W.balls(p.balls, false)}).`,
    rackOver: (p) =>
      `The rack is over: the balls are racked again and ${p.player}, who pocketed the last ball, breaks.`,
    target: (p) => `${p.side} reaches ${points(p.n)}.`,
    draw: () => 'Both sides reach 21 on the same rack end: the source does not say who wins; the game is drawn.',
  },
  honolulu: {
    illegalBreak: (p) =>
      `Illegal break: the called ball was not pocketed and fewer than two object balls reached a cushion. ${p.side} is penalised one point, owed as a ball: the first ball ${p.side} legally pockets will be spotted. ${p.player} must accept the table.`,
    scored: (p) =>
      `The called ${W.ball(p.ball)} went into the called pocket by ${W.ways(p.how)}: one point for ${p.side}.`,
    debt: (p) => `${p.side} owed a ball after an illegal break: the ${W.ball(p.ball)} is spotted instead of scoring.`,
    'not-pocketed': (p) => `The called ${W.ball(p.ball)} was not pocketed.`,
    'wrong-pocket': (p) => `The called ${W.ball(p.ball)} went into another pocket.`,
    'no-pocket-called': (p) => `The ${W.ball(p.ball)} was called without a pocket.`,
    direct: (p) =>
      `The ${W.ball(p.ball)} went in directly, without a bank, combination, carom or kick: it does not count (not a foul).`,
    'simple-kick': (p) =>
      `The ${W.ball(p.ball)} was made by a simple kick off a cushion bordering the called pocket: it does not count.`,
    noCall: () => 'No ball was called: balls pocketed do not count.',
    allOrNothing: () => 'Several balls were called and not all of them were legally pocketed: none counts.',
    later: (p) => `Balls pocketed that do not count (${W.balls(p.balls, false)}) are spotted at the end of the inning.`,
    noRail: () =>
      'After the contact neither the cue ball nor the ball it contacted reached a cushion and nothing was pocketed: foul.',
    foulNoPoints: () =>
      'A foul: nothing pocketed counts; no penalty points (the source gives section 9 no text: general rules 3.17, 3.30).',
    kitchen: () =>
      'After a scratch or a jumped cue ball the incoming player has the cue ball in hand behind the head string (editorial decision, 3.10).',
    target: (p) => `${p.side} reaches ${points(p.n)}.`,
  },
  cribbage: {
    illegalBreak: (p) =>
      `The break was not an open break: foul. ${p.player} has the offender break again or breaks himself.`,
    closed: (p) => `Cribbage ${p.pair[0]}-${p.pair[1]} completed: one point for ${p.side}.`,
    fifteen: (p) => `Every pair is down: the 15 alone is a cribbage, one point for ${p.side}.`,
    open: (p) => `Waiting for a mate: ${W.balls(p.balls, false)}. The next shot must pocket a mate.`,
    missedMate: (p) => `The shot did not pocket the mate of ${W.balls(p.balls, false)}: foul.`,
    openSpotted: (p) => `Balls left without a mate are spotted: ${W.balls(p.balls, false)}.`,
    fifteenSpotted: () => 'The 15 was pocketed while pairs remain: it is spotted right after the shot.',
    foulNone: () => 'The inning ends; no points are deducted.',
    foul: () => 'The inning ends; balls pocketed on the foul do not count and are spotted; no points are deducted.',
    acceptOrKitchen: (p) => `${p.player} accepts the table or takes the cue ball in hand behind the head string.`,
    draw: () =>
      'All eight cribbages are made and neither player has five: the source does not say what happens; the game is drawn.',
    target: (p) => `${p.side} has five cribbages.`,
  },
  'side-pocket-one': {
    chosen: (p) =>
      `${p.side} chooses ${W.sidePockets[p.pocket]} for the 1-ball; ${p.other} gets ${W.sidePockets[p.otherPocket]}.`,
    lateChoice: () =>
      'The side pocket for the 1-ball is chosen before the break: a choice declared later has no effect.',
    scored: (p) => `Legally pocketed, a point each: ${W.balls(p.balls, false)} (${p.side} now has ${p.n}).`,
    uncatchable: (p) =>
      `${p.side} has ${p.n} point(s) and cannot be caught with ${p.left} ball(s) left on the table: ${p.side} wins (editorial decision: the source gives no object of the game).`,
    'not-called-pocket': (p) =>
      `The ${W.ball(p.ball)} did not drop into a called pocket: it does not count and is spotted, no penalty.`,
    'one-not-called': () => 'The 1-ball counts only when called as the object ball: it is spotted, no penalty.',
    'one-not-own-pocket': () => "The 1-ball counts only in the shooter's own side pocket: it is spotted, no penalty.",
    'no-side-pocket': () =>
      'No side pocket was chosen for the 1-ball before the break, so it cannot count: it is spotted, no penalty.',
    illegalBreak: (p) =>
      `Illegal break: no ball in a called pocket, and the cue ball and two object balls did not reach a cushion after the contact with the rack (${p.n} in a row). ${p.player} accepts the position or has the balls racked again for the offender to break.`,
    foulNone: () => 'No points are deducted for the foul.',
    foul: () => 'Balls pocketed or jumped on the foul are spotted; no points are deducted.',
    acceptPosition: (p) => `${p.player} accepts the position on the table.`,
    kitchenAll: (p) =>
      `Every object ball is in the kitchen: ${p.player} may have the one nearest the head string spotted on the foot spot.`,
    rackCleared: (p) =>
      `The table is cleared without the 1-ball (the set-up position had none): the balls are racked again in the same game, and ${p.player}, who pocketed the last ball, breaks.`,
  },
  lag: {
    bad: (p) => `${p.player}'s lag is lost: ${W.lagFaults[p.reason]}.`,
    winner: (p) => `${p.player} wins the lag and chooses who breaks.`,
    relag: () => 'The lag is replayed.',
    lateStrike: (p) =>
      `${p.player} struck the ball after the other ball had reached the foot cushion; the 1999 rule asks for the balls to be struck at the same time but sets no consequence, so the lag is judged as played.`,
  },
};
