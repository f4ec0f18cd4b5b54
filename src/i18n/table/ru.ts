import type { BallId, GameId, NonBallFoul, PocketId, RailId } from '../../core/vocabulary/index.ts';
import type { Side, SpotName, TableStrings } from './en.ts';

/** Words of the interactive table in Russian (terms as in docs/content-guide.md). */

const POCKETS_GEN: Record<PocketId, string> = {
  'head-right': 'передней правой лузы',
  'head-left': 'передней левой лузы',
  'side-right': 'правой средней лузы',
  'side-left': 'левой средней лузы',
  'foot-right': 'задней правой лузы',
  'foot-left': 'задней левой лузы',
};
const POCKETS_ACC: Record<PocketId, string> = {
  'head-right': 'переднюю правую лузу',
  'head-left': 'переднюю левую лузу',
  'side-right': 'правую среднюю лузу',
  'side-left': 'левую среднюю лузу',
  'foot-right': 'заднюю правую лузу',
  'foot-left': 'заднюю левую лузу',
};
const POCKETS_NOM: Record<PocketId, string> = {
  'head-right': 'передняя правая луза',
  'head-left': 'передняя левая луза',
  'side-right': 'правая средняя луза',
  'side-left': 'левая средняя луза',
  'foot-right': 'задняя правая луза',
  'foot-left': 'задняя левая луза',
};
const SIDES_DAT: Record<Side, string> = {
  head: 'переднему короткому борту',
  foot: 'заднему короткому борту',
  right: 'правому длинному борту',
  left: 'левому длинному борту',
};
const RAILS_GEN: Record<RailId, string> = {
  head: 'переднего короткого борта',
  foot: 'заднего короткого борта',
  'right-head': 'правого борта (передняя половина)',
  'right-foot': 'правого борта (задняя половина)',
  'left-head': 'левого борта (передняя половина)',
  'left-foot': 'левого борта (задняя половина)',
};
const SPOTS_PREP: Record<SpotName, string> = {
  head: 'на передней отметке',
  centre: 'на центральной отметке',
  foot: 'на задней отметке',
};
const ball = (b: BallId): string => (b === 'cue' ? 'биток' : `шар ${b}`);
/** Dative: «вплотную к битку», «к шару 3». */
const ballDat = (b: BallId): string => (b === 'cue' ? 'битку' : `шару ${b}`);
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const decimal = (n: number): string => String(Math.round(n * 100) / 100).replace('.', ',');
/** «на расстоянии 1 ромба / 1,5 ромба / 2 ромбов» (genitive after «на расстоянии»). */
const diamondsGen = (n: number): string => `${decimal(n)} ${n === 1 || !Number.isInteger(n) ? 'ромба' : 'ромбов'}`;

const GAME_NAMES_RU: Record<GameId, string> = {
  'eight-ball': '«Восьмёрка»',
  'nine-ball': '«Девятка»',
  'straight-pool': '«14.1 с продолжением»',
  'six-ball': 'Шестёрка',
  'card-ball': 'Card Ball (покер-пул)',
  bowlliards: 'Боульярд',
  cutthroat: 'Сорвиголова',
  cowboy: 'Ковбой',
  'forty-one': 'Сорок одно',
  'kelly-pool': 'Горошина',
  'mr-and-mrs': 'Мистер и миссис',
  'odd-ball': 'Нечет',
  honolulu: 'Гонолулу',
  cribbage: 'Крибидж',
  'side-pocket-one': 'Единица в среднюю лузу',
  lag: 'Розыгрыш разбоя',
};

const FOULS: Record<NonBallFoul, string> = {
  'double-hit': 'двойное касание',
  'push-shot': 'толчок (пуш)',
  'touched-ball': 'касание шара',
  'no-foot-on-floor': 'ни одна нога не на полу',
  'shot-while-moving': 'удар, пока шар двигался',
  'cue-ball-placement': 'касание прицельного шара при установке битка',
  'bad-cue-ball-position': 'биток установлен вне дома',
  'miscue-jump': 'перескок от кикса',
  'scoop-jump': 'перескок подбивом',
  interference: 'вмешательство',
  'marking-table': 'пометки на столе',
  'slow-play': 'затягивание игры',
  'deliberate-touch': 'умышленное касание движущегося шара',
  unsportsmanlike: 'неспортивное поведение',
  'cue-ball-stroke-in-hand': 'удар вперёд при установке битка',
  'left-playing-area': 'игрок покинул игровую зону',
  'continued-after-foul': 'игра продолжена после фола',
  'refused-to-leave-table': 'отказ уступить стол',
  'deflected-break': 'отклонённый разбой',
  'obstacle-moved': 'сдвинут мешающий шар при перескоке или массе',
};

export const ru: TableStrings = {
  lang: 'ru',
  ball,
  Ball: (b) => cap(ball(b)),
  tableName: (size) => (size === 'custom' ? 'Стол нестандартного размера' : `Стол ${size.replace('ft', ' футов')}`),
  ballCount: (n) => {
    const m10 = n % 10;
    const m100 = n % 100;
    const word = m10 === 1 && m100 !== 11 ? 'шар' : m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14) ? 'шара' : 'шаров';
    return n === 0 ? 'шаров нет' : `${n} ${word}`;
  },
  list: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} и ${items[items.length - 1]}`,
  inKitchen: 'в доме',
  onSpot: (s) => SPOTS_PREP[s],
  frozenToCushion: (side) => `вплотную к ${SIDES_DAT[side]}`,
  frozenToBalls: (bs) => `вплотную к ${ru.list(bs.map(ballDat))}`,
  fromPocket: (pocket, diamonds) =>
    diamonds === 0 ? `у ${POCKETS_GEN[pocket]}` : `на расстоянии ${diamondsGen(diamonds)} от ${POCKETS_GEN[pocket]}`,
  inJaws: (pocket) => `в створе ${POCKETS_GEN[pocket]}`,
  at: (fromHead, fromRight) =>
    `на расстоянии ${diamondsGen(fromHead)} от переднего борта и ${diamondsGen(fromRight)} от правого борта`,
  diagramTitle: 'Схема стола',
  rackTitle: (game) => `${GAME_NAMES_RU[game]}: расстановка шаров`,
  rackRows: (rows) =>
    `Шары расставлены так, что передний шар стоит на задней отметке, рядами от задней отметки к заднему борту; каждый ряд перечислен от правого длинного борта к левому: ${rows.join('; ')}.`,
  rackSpots: (items) => `${cap(ru.list(items))}.`,
  rackNone: 'Прицельные шары не расставляются.',
  textDescription: 'Текстовое описание',
  eventHit: (a, b) => `${cap(ball(a))} ударяет ${ball(b)}`,
  eventRail: (b, rail) => `${cap(ball(b))} касается ${rail ? RAILS_GEN[rail] : 'борта'}`,
  eventPocket: (b, pocket) => `${cap(ball(b))} падает в ${pocket ? POCKETS_ACC[pocket] : 'лузу'}`,
  eventCross: (b) => `${cap(ball(b))} пересекает переднюю линию`,
  eventRoll: (b) => `${cap(ball(b))} переходит в качение`,
  eventSpin: (b) => `${cap(ball(b))} останавливается и вращается на месте`,
  eventStop: (b) => `${cap(ball(b))} останавливается`,
  eventOffTable: (b) => `${cap(ball(b))} вылетает со стола`,
  eventFoul: (kind) => `Фол, добавленный вручную: ${FOULS[kind]}`,
  atTime: (sentence, t) => `${sentence} (${t.toFixed(2).replace('.', ',')} с)`,
  seconds: (t) => `${t.toFixed(2).replace('.', ',')} с`,
  pocketName: (p) => POCKETS_NOM[p],
  foulName: (f) => FOULS[f],
  gameName: (g) => GAME_NAMES_RU[g],
};
