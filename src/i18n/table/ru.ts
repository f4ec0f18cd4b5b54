import type { BallId, GameId, NonBallFoul, PocketId, RailId } from '../../core/vocabulary/index.ts';
import { shortName } from '../games/index.ts';
import { GAMES_RU } from '../games/ru.ts';
import { plural } from '../plural.ts';
import { ruleLabel } from '../rulings/cite.ts';
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
const diamondsGen = (n: number): string =>
  plural('ru', n, { one: '# ромба', few: '# ромбов', many: '# ромбов', other: '# ромба' }, decimal);

/** Each game's short name (src/i18n/games). */
const GAME_NAMES_RU = (g: GameId): string => shortName(GAMES_RU[g]);

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
  'not-seated': 'игрок привстал с сиденья (коляска)',
  'feet-on-floor': 'ноги коснулись пола (коляска)',
};

export const ru: TableStrings = {
  lang: 'ru',
  ball,
  Ball: (b) => cap(ball(b)),
  tableName: (size) => (size === 'custom' ? 'Стол нестандартного размера' : `Стол ${size.replace('ft', ' футов')}`),
  ballCount: (n) =>
    n === 0 ? 'шаров нет' : plural('ru', n, { one: '# шар', few: '# шара', many: '# шаров', other: '# шара' }),
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
  rackTitle: (game) => `${GAME_NAMES_RU(game)}: расстановка шаров`,
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
  gameName: (g) => GAME_NAMES_RU(g),
  sandboxLabel: 'Интерактивный стол',
  tableLabel:
    'Стол: Tab — к шару, стрелки двигают его на 1 мм (с Shift — на 10 мм, с Alt — на ширину шара), Delete убирает, Enter — удар',
  tapHint: 'Коснитесь шара, чтобы выбрать его, а потом места, куда его поставить, или перетащите шар.',
  selectedHint: (b) =>
    `${cap(ball(b))} выбран: коснитесь стола там, куда его поставить, или коснитесь его ещё раз, чтобы отпустить.`,
  controlsLabel: 'Управление ударом',
  kitchenTitle: 'Биток в руке в «доме»',
  kitchenIn: 'Биток в «доме».',
  kitchenLineCurrent:
    'Биток стоит на линии дома или заходит за неё не больше чем на полшара: он не в «доме». По действующим правилам WPA удар отсюда — фол, с предупреждением или без (WPA 2016 6.10).',
  kitchenLine:
    'Биток стоит на линии дома или заходит за неё не больше чем на полшара: он не в «доме». Судья должен предупредить игрока до удара (2.21); если никто не сказал, удар засчитывается (3.10).',
  kitchenOut: 'Биток за пределами «дома»: удар отсюда — фол (3.10, 2.21).',
  kitchenWhy: 'Как здесь читаются правила 1999 года',
  kitchenReading: [
    '«Дом» — часть стола за линией дома. Где стоит шар, решает его основание — точка прямо под центром (3.10); шар, центр которого на линии дома, в «доме» не находится.',
    'Правило 2.21 говорит, что бывает на линии и чуть за ней: если биток заходит за линию не больше чем на половину диаметра шара, судья должен предупредить игрока до удара, и удар после предупреждения — фол; если никто не предупредил, удар засчитывается (3.10). Дальше биток явно вне «дома»: предупреждать не нужно, удар — фол.',
    'Судья этого стола решает так же. Это предупреждение только показывает, где стоит биток, и не меняет решения.',
  ],
  trails: 'Рисовать следы шаров',
  captionShot: (heading, speed) => `Удар: угол ${decimal(heading)}°, скорость ${decimal(speed)} м/с.`,
  captionNoRuling: 'Решения нет (игра не выбрана или удар не сыгран).',
  captionRules: (items) => `Правила: ${items.join('; ')}.`,
  captionPaths: 'Линии: прицел и путь каждого сдвинувшегося шара; пунктирные круги — где шары остановились.',
  modeLegend: 'Режим',
  modePlace: 'Расстановка шаров',
  modeAim: 'Прицел',
  undo: 'Отменить',
  redo: 'Вернуть',
  rack: 'Расстановка',
  rackApply: 'Расставить',
  emptyTable: 'Пустой стол',
  addBall: 'Какой шар добавить',
  add: 'Добавить',
  remove: 'Убрать выбранный шар',
  allOnTable: 'все шары на столе',
  ballLabel: (b, where) => `${cap(ball(b))}: ${where}`,
  moved: (b, where) => `${cap(ball(b))} перемещён: ${where}`,
  added: (b) => `${cap(ball(b))} поставлен на стол`,
  removed: (b) => `${cap(ball(b))} убран со стола`,
  refusedOverlap: (b, other) =>
    `${cap(ball(b))} нельзя поставить сюда: он наложится на ${other === 'cue' ? 'биток' : `шар ${other}`}.`,
  refusedOff: (b) => `${cap(ball(b))} нельзя поставить сюда: это вне игровой поверхности или в лузе.`,
  noRoom: (b) => `Для шара ${b === 'cue' ? '(битка)' : b} нет свободного места.`,
  shotLegend: 'Удар',
  angle: 'Угол (градусы, 0 — к заднему борту)',
  speed: 'Скорость, м/с',
  tipLegend: 'Точка удара по битку',
  tipSide: 'Вбок (− влево, + вправо)',
  tipHeight: 'По высоте (− оттяжка, + накат)',
  miscue: 'Отклонено: дальше предела кикса (наклейка может быть не дальше половины радиуса шара от центра).',
  tipNow: (side, height) => `вбок ${decimal(side)}, по высоте ${decimal(height)}`,
  shoot: 'Ударить',
  noCue: 'Чтобы ударить, поставьте биток на стол.',
  cannotShoot: (why) => `Удар невозможен: ${why}`,
  replayLegend: 'Повтор',
  play: 'Воспроизвести',
  pause: 'Пауза',
  rate: 'Скорость повтора',
  rates: { '1': '1×', '0.25': '1/4', '0.1': '1/10' },
  time: 'Время повтора, секунды',
  prevEvent: 'Предыдущее событие',
  nextEvent: 'Следующее событие',
  resetShot: 'Вернуть шары до удара',
  timeline: 'Что видит судья',
  allEvents: (n) => `Все события удара (${n})`,
  noEvents: 'Шары ничего не коснулись.',
  shotOver: (n) =>
    `Удар окончен: ${plural('ru', n, { one: '# событие', few: '# события', many: '# событий', other: '# события' })}.`,
  gameLegend: 'Игра и положение',
  game: 'Игра',
  noGame: 'Без игры (только физика)',
  shooter: 'Бьёт',
  player: (p) => `игрок ${p}`,
  Player: (p) => `Игрок ${p}`,
  cueStart: 'Биток перед ударом',
  cueStarts: { 'in-place': 'где стоит', 'in-hand': 'с руки, в любом месте', 'in-hand-kitchen': 'с руки, из дома' },
  breakShot: 'Это разбой',
  groups: 'Группы («восьмёрка»)',
  groupsOpen: 'стол открыт',
  groupsA: (g) => `у игрока A ${g === 'solids' ? 'сплошные' : 'полосатые'}`,
  callBall: 'Заказанный шар',
  callPocket: 'Заказанная луза',
  none: '—',
  safety: 'Объявлен отыгрыш',
  pushOut: 'Объявлен пуш-аут',
  frozenDeclared: 'Шары вплотную к борту объявлены',
  foulsBefore: (p) => `Фолы игрока ${p} до удара`,
  nonBallLegend: 'Фолы не от движения шаров (добавляются вручную)',
  rulingTitle: 'Решение',
  foul: 'Фол',
  noFoul: 'Фола нет',
  why: 'Почему',
  next: 'Следующим играет',
  cueBallNext: 'Биток',
  cueBallStates: {
    'in-place': 'остаётся на месте',
    'in-hand': 'с руки, в любом месте стола',
    'in-hand-kitchen': 'с руки, из дома',
    'head-spot': 'на передней отметке',
    'centre-spot': 'на центральной отметке',
  },
  spotted: 'Выставлены шары',
  options: 'Варианты для вступающего игрока',
  optionNames: {
    accept: 'принять стол как есть',
    pass: 'заставить соперника бить снова',
    'rerack-self': 'перестановка, разбивает сам',
    'rerack-opponent': 'перестановка, разбивает нарушитель',
    'spot-eight': 'выставить восьмёрку',
    rerack: 'перестановка',
    kitchen: 'биток с руки из дома',
    'spot-nearest': 'выставить шар, ближайший к передней линии',
    'spot-lowest': 'выставить шар с наименьшим номером',
    relag: 'повторить раскат',
  },
  foulNames: {
    'wrong-ball-first': 'первым задет не тот шар',
    'no-contact': 'нет правильного касания',
    'no-rail': 'после соударения нет борта',
    scratch: 'биток в лузе',
    'cue-ball-off-table': 'биток вылетел со стола',
    'object-ball-off-table': 'прицельный шар вылетел со стола',
    'illegal-break': 'неправильный разбой',
    kitchen: 'неправильный удар из дома',
    'bad-call': 'неправильный заказ',
  },
  gameOver: 'Партия окончена',
  winner: (p) => `победил игрок ${p}`,
  rulesApplied: 'Применённые правила',
  // собственный раздел игры: «Ковбой» 5.2; раздел WPA: «Правило 3.19»
  ruleLink: (id) => (ruleLabel(id, 'ru') !== id ? ruleLabel(id, 'ru') : `Правило ${id}`),
  // две редакции правил игр WPA (`edition` судьи)
  editionLegend: 'Правила',
  editionNames: {
    'wpa-1999': 'WPA 1999 г. (этот сайт)',
    'wpa-current': 'Действующие правила WPA',
  },
  editionShort: { 'wpa-1999': '1999', 'wpa-current': 'действующие' },
  editionsDiffer: 'Две редакции судят этот удар по-разному',
  editionsSame: 'Правила 1999 года и действующие правила WPA судят этот удар одинаково.',
  comparedFields: {
    verdict: 'Фол',
    result: 'Итог',
    next: 'Следующим играет',
    cueBall: 'Биток',
    options: 'Варианты',
    spotted: 'Выставлены шары',
    score: 'Счёт',
    rerack: 'Пирамида заново',
    rules: 'Правила только здесь',
  },
  yes: 'да',
  no: 'нет',
  notSupported: 'Судья пока не выносит решений по этой игре.',
  refereeFailed: (why) => `Судья не смог вынести решение: ${why}`,
  shareLegend: 'Поделиться',
  copyLink: 'Копировать ссылку',
  linkCopied: 'Ссылка скопирована',
  copyFailed: 'Скопировать не удалось; ссылка — в поле.',
  scenarioLink: 'Ссылка на эту ситуацию',
  downloadSvg: 'Скачать SVG',
  gameLoading: 'Загружаются правила игры…',
  downloadPng: 'Скачать PNG',
  badLink: (field) => `Эту ссылку не удалось открыть: ошибка в поле «${field}». Показан пустой стол.`,
  question: 'Вопрос',
  // ---- партия
  inGame: (b) =>
    b === 'cue'
      ? 'Партия идёт: биток можно поставить, только когда он «с руки».'
      : `Партия идёт: ${ball(b)} лежит там, где остановился.`,
  addedLegend: 'Добавленные факты (то, чего не видно на столе)',
  offTable: 'Шар, выскочивший за борт',
  interference: 'Помеха соперника',
  addedMark: 'добавлено',
  eventInterference: (kind) => `Помеха соперника: ${FOULS[kind]}`,
};
