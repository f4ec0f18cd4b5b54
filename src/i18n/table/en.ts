import type { BallId, GameId, NonBallFoul, PocketId, RailId } from '../../core/vocabulary/index.ts';
import { GAMES_EN } from '../games/en.ts';
import { shortName } from '../games/index.ts';
import { plural } from '../plural.ts';
import { ruleLabel } from '../rulings/cite.ts';

/**
 * Words of the interactive table in English. `ru.ts` has the same shape (the type checker and
 * a test keep them in step). Where Russian grammar needs a case, each language gives a function.
 */
export type Side = 'head' | 'foot' | 'right' | 'left';
export type SpotName = 'head' | 'centre' | 'foot';

const POCKETS: Record<PocketId, string> = {
  'head-right': 'the head-right pocket',
  'head-left': 'the head-left pocket',
  'side-right': 'the right side pocket',
  'side-left': 'the left side pocket',
  'foot-right': 'the foot-right pocket',
  'foot-left': 'the foot-left pocket',
};
const SIDES: Record<Side, string> = {
  head: 'the head cushion',
  foot: 'the foot cushion',
  right: 'the right long cushion',
  left: 'the left long cushion',
};
const RAILS: Record<RailId, string> = {
  head: 'the head cushion',
  foot: 'the foot cushion',
  'right-head': 'the right cushion (head half)',
  'right-foot': 'the right cushion (foot half)',
  'left-head': 'the left cushion (head half)',
  'left-foot': 'the left cushion (foot half)',
};
const ball = (b: BallId): string => (b === 'cue' ? 'the cue ball' : `the ${b}`);
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const decimal = (n: number): string => String(Math.round(n * 100) / 100);
const DIAMONDS = { one: '# diamond', other: '# diamonds' };

/** Each game's short name (src/i18n/games). */
const GAME_NAMES_EN = (g: GameId): string => shortName(GAMES_EN[g]);

const FOULS: Record<NonBallFoul, string> = {
  'double-hit': 'double hit',
  'push-shot': 'push shot',
  'touched-ball': 'ball touched',
  'no-foot-on-floor': 'no foot on the floor',
  'shot-while-moving': 'shot while a ball was moving',
  'cue-ball-placement': 'object ball touched while placing the cue ball',
  'bad-cue-ball-position': 'cue ball placed outside the kitchen',
  'miscue-jump': 'jump by a miscue',
  'scoop-jump': 'scoop jump',
  interference: 'interference',
  'marking-table': 'marking the table',
  'slow-play': 'slow play',
  'deliberate-touch': 'moving ball touched on purpose',
  unsportsmanlike: 'unsportsmanlike conduct',
  'cue-ball-stroke-in-hand': 'forward stroke while placing the cue ball',
  'left-playing-area': 'left the playing area',
  'continued-after-foul': 'continued after a foul',
  'refused-to-leave-table': 'refused to leave the table',
  'deflected-break': 'deflected break',
  'obstacle-moved': 'obstacle moved on a jump or massé',
  'not-seated': 'rose from the seat (wheelchair)',
  'feet-on-floor': 'feet on the floor (wheelchair)',
};

export const en = {
  lang: 'en' as 'en' | 'ru',
  // ---- description of a layout
  ball,
  Ball: (b: BallId) => cap(ball(b)),
  tableName: (size: string) => (size === 'custom' ? 'A custom table' : `A ${size.replace('ft', '-foot')} table`),
  ballCount: (n: number) => (n === 0 ? 'no balls' : plural('en', n, { one: '# ball', other: '# balls' })),
  list: (items: string[]) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`,
  inKitchen: 'in the kitchen',
  onSpot: (s: SpotName) => `on the ${s === 'centre' ? 'centre' : s} spot`,
  frozenToCushion: (side: Side) => `frozen to ${SIDES[side]}`,
  frozenToBalls: (bs: BallId[]) => `frozen to ${en.list(bs.map(ball))}`,
  fromPocket: (pocket: PocketId, diamonds: number) =>
    diamonds === 0 ? `at ${POCKETS[pocket]}` : `${plural('en', diamonds, DIAMONDS, decimal)} from ${POCKETS[pocket]}`,
  inJaws: (pocket: PocketId) => `in the jaws of ${POCKETS[pocket]}`,
  at: (fromHead: number, fromRight: number) =>
    `${plural('en', fromHead, DIAMONDS, decimal)} from the head cushion and ${decimal(fromRight)} from the right cushion`,
  diagramTitle: 'Pool table diagram',
  rackTitle: (game: GameId) => `${GAME_NAMES_EN(game)}: the rack`,
  rackRows: (rows: string[]) =>
    `Balls racked with the front ball on the foot spot, in rows from the foot spot toward the foot cushion, each row listed from the right long cushion to the left: ${rows.join('; ')}.`,
  rackSpots: (items: string[]) => `${cap(en.list(items))}.`,
  rackNone: 'No object balls are racked.',
  textDescription: 'Text description',
  // ---- events of a shot
  eventHit: (a: BallId, b: BallId) => `${cap(ball(a))} hits ${ball(b)}`,
  eventRail: (b: BallId, rail?: RailId) => `${cap(ball(b))} touches ${rail ? RAILS[rail] : 'a cushion'}`,
  eventPocket: (b: BallId, pocket?: PocketId) => `${cap(ball(b))} falls in ${pocket ? POCKETS[pocket] : 'a pocket'}`,
  eventCross: (b: BallId) => `${cap(ball(b))} crosses the head string`,
  eventRoll: (b: BallId) => `${cap(ball(b))} starts rolling`,
  eventSpin: (b: BallId) => `${cap(ball(b))} stops and spins in place`,
  eventStop: (b: BallId) => `${cap(ball(b))} stops`,
  eventOffTable: (b: BallId) => `${cap(ball(b))} leaves the table`,
  eventFoul: (kind: NonBallFoul) => `Foul added by hand: ${FOULS[kind]}`,
  atTime: (sentence: string, t: number) => `${sentence} at ${t.toFixed(2)} s`,
  seconds: (t: number) => `${t.toFixed(2)} s`,
  pocketName: (p: PocketId) => POCKETS[p],
  foulName: (f: NonBallFoul) => FOULS[f],
  gameName: (g: GameId) => GAME_NAMES_EN(g),
  // ---- the sandbox
  sandboxLabel: 'Interactive pool table',
  tableLabel:
    "Pool table: Tab to a ball, arrow keys move it 1 mm (Shift: 10 mm, Alt: one ball's width), Delete removes it, Enter shoots",
  tapHint: 'Tap a ball to select it, then tap where it should go, or drag it.',
  selectedHint: (b: BallId) => `${cap(ball(b))} selected: tap the table where it should go, or tap it again to let go.`,
  controlsLabel: 'Shot controls',
  kitchenTitle: 'Cue ball in hand behind the head string',
  kitchenIn: 'The cue ball is in the kitchen.',
  kitchenLine:
    'The cue ball is on the head string or less than half a ball beyond it: it is not in the kitchen. The referee must warn the player before the shot (2.21); if nobody says so, the shot stands (3.10).',
  kitchenOut: 'The cue ball is outside the kitchen: a shot from here is a foul (3.10, 2.21).',
  kitchenLineCurrent:
    'The cue ball is on the head string or less than half a ball beyond it: it is not in the kitchen. Under the current WPA rules a shot from here is a foul, warned or not (WPA 2016 6.10).',
  kitchenWhy: 'How the 1999 rules are read here',
  kitchenReading: [
    "The kitchen is the part of the table behind the head string. A ball's base, the point right under its centre, decides where it is (3.10); a ball whose centre is on the head string is not in the kitchen.",
    "Rule 2.21 says what happens on or just over the line: up to half a ball's diameter beyond it, the referee must warn the player before the shot, and a shot after the warning is a foul; if nobody warned him, the shot stands (3.10). Further out the ball is plainly outside the kitchen: no warning is needed, and the shot is a foul.",
    "The table's referee rules the same way. This warning only shows the placement: it does not change the ruling.",
  ],
  trails: 'Draw ball trails',
  captionShot: (heading: number, speed: number) => `Shot: angle ${decimal(heading)}°, speed ${decimal(speed)} m/s.`,
  captionNoRuling: 'No ruling (no game chosen, or the shot was not played).',
  captionRules: (items: string[]) => `Rules: ${items.join('; ')}.`,
  captionPaths: 'Lines: the aim, and the path of each ball that moved; dashed circles: where the balls stopped.',
  modeLegend: 'Mode',
  modePlace: 'Place balls',
  modeAim: 'Aim',
  undo: 'Undo',
  redo: 'Redo',
  rack: 'Rack',
  rackApply: 'Set up',
  emptyTable: 'Empty table',
  addBall: 'Ball to add',
  add: 'Add',
  remove: 'Remove the selected ball',
  allOnTable: 'all balls are on the table',
  ballLabel: (b: BallId, where: string) => `${cap(ball(b))}: ${where}`,
  moved: (b: BallId, where: string) => `${cap(ball(b))} moved: ${where}`,
  added: (b: BallId) => `${cap(ball(b))} added to the table`,
  removed: (b: BallId) => `${cap(ball(b))} removed from the table`,
  refusedOverlap: (b: BallId, other: BallId) => `${cap(ball(b))} cannot go there: it would overlap ${ball(other)}.`,
  refusedOff: (b: BallId) => `${cap(ball(b))} cannot go there: it would be off the playing surface or in a pocket.`,
  noRoom: (b: BallId) => `There is no free place for ${ball(b)}.`,
  shotLegend: 'Shot',
  angle: 'Angle (degrees, 0 = toward the foot cushion)',
  speed: 'Speed, m/s',
  tipLegend: 'Cue tip on the cue ball',
  tipSide: 'Side (− left, + right)',
  tipHeight: 'Height (− draw, + follow)',
  miscue: 'Refused: past the miscue limit (the tip may be at most half the ball radius from the centre).',
  tipNow: (side: number, height: number) => `side ${decimal(side)}, height ${decimal(height)}`,
  shoot: 'Shoot',
  noCue: 'Put the cue ball on the table to shoot.',
  cannotShoot: (why: string) => `The shot cannot be played: ${why}`,
  replayLegend: 'Replay',
  play: 'Play',
  pause: 'Pause',
  rate: 'Replay speed',
  rates: { '1': '1×', '0.25': '1/4', '0.1': '1/10' } as Record<string, string>,
  time: 'Time of the replay, seconds',
  prevEvent: 'Previous event',
  nextEvent: 'Next event',
  resetShot: 'Reset to before the shot',
  timeline: 'What the referee watches',
  allEvents: (n: number) => `Every event of the shot (${n})`,
  noEvents: 'Nothing touched anything.',
  shotOver: (n: number) => `Shot over: ${plural('en', n, { one: '# event', other: '# events' })}.`,
  gameLegend: 'Game and situation',
  game: 'Game',
  noGame: 'No game (physics only)',
  shooter: 'Shooter',
  player: (p: string) => `player ${p}`,
  Player: (p: string) => `Player ${p}`,
  cueStart: 'Cue ball before the shot',
  cueStarts: {
    'in-place': 'where it lies',
    'in-hand': 'in hand, anywhere',
    'in-hand-kitchen': 'in hand, in the kitchen',
  } as Record<string, string>,
  breakShot: 'This is the break',
  groups: 'Groups (eight-ball)',
  groupsOpen: 'open table',
  groupsA: (g: 'solids' | 'stripes') => `player A has the ${g}`,
  callBall: 'Called ball',
  callPocket: 'Called pocket',
  none: '—',
  safety: 'Safety called',
  pushOut: 'Push-out called',
  frozenDeclared: 'Balls frozen to a cushion are announced',
  foulsBefore: (p: string) => `Fouls of player ${p} before the shot`,
  nonBallLegend: 'Fouls that are not ball movements, added by hand',
  rulingTitle: 'Ruling',
  foul: 'Foul',
  noFoul: 'No foul',
  why: 'Why',
  next: 'Next to play',
  cueBallNext: 'Cue ball',
  cueBallStates: {
    'in-place': 'stays where it is',
    'in-hand': 'in hand, anywhere on the table',
    'in-hand-kitchen': 'in hand, in the kitchen',
    'head-spot': 'on the head spot',
    'centre-spot': 'on the centre spot',
  } as Record<string, string>,
  spotted: 'Balls spotted',
  options: 'Options for the incoming player',
  optionNames: {
    accept: 'accept the table as it is',
    pass: 'make the other player shoot again',
    'rerack-self': 're-rack and break',
    'rerack-opponent': 're-rack and have the offender break',
    'spot-eight': 'spot the 8',
    rerack: 're-rack',
    kitchen: 'cue ball in hand in the kitchen',
    'spot-nearest': 'spot the ball nearest the head string',
    'spot-lowest': 'spot the lowest-numbered ball',
    relag: 'lag again',
  } as Record<string, string>,
  foulNames: {
    'wrong-ball-first': 'wrong ball first',
    'no-contact': 'no legal contact',
    'no-rail': 'no cushion after the contact',
    scratch: 'cue ball pocketed',
    'cue-ball-off-table': 'cue ball off the table',
    'object-ball-off-table': 'object ball off the table',
    'illegal-break': 'illegal break',
    kitchen: 'illegal shot from the kitchen',
    'bad-call': 'bad call',
  } as Record<string, string>,
  gameOver: 'Game over',
  winner: (p: string) => `player ${p} wins`,
  rulesApplied: 'Rules applied',
  // a game's own paragraph reads "Cowboy 5.2"; a WPA paragraph "Rule 3.19"
  ruleLink: (id: string) => (ruleLabel(id, 'en') !== id ? ruleLabel(id, 'en') : `Rule ${id}`),
  // the two editions of the WPA games (the referee's `edition`)
  editionLegend: 'Rules',
  editionNames: {
    'wpa-1999': 'WPA 1999 (this site)',
    'wpa-current': 'Current WPA Rules of Play',
  } as Record<string, string>,
  editionShort: { 'wpa-1999': '1999', 'wpa-current': 'current' } as Record<string, string>,
  editionsDiffer: 'The two editions rule this shot differently',
  editionsSame: 'The 1999 and the current WPA rules rule this shot the same way.',
  comparedFields: {
    verdict: 'Foul',
    result: 'Result',
    next: 'Next to play',
    cueBall: 'Cue ball',
    options: 'Options',
    spotted: 'Balls spotted',
    score: 'Score',
    rerack: 'Balls re-racked',
    rules: 'Rules cited only here',
  } as Record<string, string>,
  yes: 'yes',
  no: 'no',
  notSupported: 'The referee does not rule on this game yet.',
  refereeFailed: (why: string) => `The referee could not rule on this shot: ${why}`,
  shareLegend: 'Share',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy; the link is in the box.',
  scenarioLink: 'Link to this scenario',
  downloadSvg: 'Download SVG',
  gameLoading: 'Loading the game’s rules…',
  downloadPng: 'Download PNG',
  badLink: (field: string, reason: string) =>
    `This link could not be opened (${field}: ${reason}). Showing an empty table.`,
  question: 'Question',
  // ---- a game played on
  inGame: (b: BallId) =>
    b === 'cue'
      ? 'The game is under way: the cue ball may be placed only when it is in hand.'
      : `The game is under way: ${ball(b)} lies where it stopped.`,
  addedLegend: 'Added facts (what the table cannot show)',
  offTable: 'Ball that jumped off the table',
  interference: 'The other player interfered',
  addedMark: 'added',
  eventInterference: (kind: NonBallFoul) => `Interference by the other player: ${FOULS[kind]}`,
};

export type TableStrings = typeof en;
