import type { BallId, GameId, NonBallFoul, PocketId, RailId } from '../../core/vocabulary/index.ts';

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

export const GAME_NAMES_EN: Record<GameId, string> = {
  'eight-ball': 'Eight-ball',
  'nine-ball': 'Nine-ball',
  'straight-pool': '14.1 continuous',
  'six-ball': 'Six-Ball',
  'card-ball': 'Card Ball',
  bowlliards: 'Bowlliards',
  cutthroat: 'Cutthroat',
  cowboy: 'Cowboy',
  'forty-one': 'Forty-One',
  'kelly-pool': 'Kelly Pool',
  'mr-and-mrs': 'Mr. & Mrs.',
  'odd-ball': 'Odd Ball',
  honolulu: 'Honolulu',
  cribbage: 'Cribbage',
  'side-pocket-one': 'One-ball in the side pocket',
  lag: 'Lag for break',
};

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
};

export const en = {
  lang: 'en' as 'en' | 'ru',
  // ---- description of a layout
  ball,
  Ball: (b: BallId) => cap(ball(b)),
  tableName: (size: string) => (size === 'custom' ? 'A custom table' : `A ${size.replace('ft', '-foot')} table`),
  ballCount: (n: number) => (n === 0 ? 'no balls' : n === 1 ? '1 ball' : `${n} balls`),
  list: (items: string[]) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`,
  inKitchen: 'in the kitchen',
  onSpot: (s: SpotName) => `on the ${s === 'centre' ? 'centre' : s} spot`,
  frozenToCushion: (side: Side) => `frozen to ${SIDES[side]}`,
  frozenToBalls: (bs: BallId[]) => `frozen to ${en.list(bs.map(ball))}`,
  fromPocket: (pocket: PocketId, diamonds: number) =>
    diamonds === 0
      ? `at ${POCKETS[pocket]}`
      : `${decimal(diamonds)} ${diamonds === 1 ? 'diamond' : 'diamonds'} from ${POCKETS[pocket]}`,
  inJaws: (pocket: PocketId) => `in the jaws of ${POCKETS[pocket]}`,
  at: (fromHead: number, fromRight: number) =>
    `${decimal(fromHead)} ${fromHead === 1 ? 'diamond' : 'diamonds'} from the head cushion and ${decimal(fromRight)} from the right cushion`,
  diagramTitle: 'Pool table diagram',
  rackTitle: (game: GameId) => `${GAME_NAMES_EN[game]}: the rack`,
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
  gameName: (g: GameId) => GAME_NAMES_EN[g],
};

export type TableStrings = typeof en;
