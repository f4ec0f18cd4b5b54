/** The names of a ruling's data in Russian, and the counts its texts write (the shared clauses' and each game's own). */
import { plural } from '../plural.ts';
import type { RulingWords } from './types.ts';

/** «1 очко», «2 очка», «5 очков», «1,5 очка». */
export const points = (n: number): string =>
  plural('ru', n, { one: '# очко', few: '# очка', many: '# очков', other: '# очка' });

const PLACES = {
  stays: 'остаётся на месте',
  'foot-spot': 'ставится на заднюю отметку',
  'head-spot': 'ставится на переднюю отметку',
  'centre-spot': 'ставится на центральную отметку',
  'in-hand-kitchen': 'играется с руки из дома',
} as const;

const WAYS = { bank: 'от борта', combination: 'комбинация', carom: 'карамболь', kick: 'от борта битком' } as const;

export const RU_WORDS = {
  ball: (b) => (b === 'cue' ? 'биток' : `${b}`),
  balls: (list, capital) => {
    const s = list.length === 1 ? `шар ${list[0]}` : `шары ${list.join(', ')}`;
    return capital ? s[0]?.toUpperCase() + s.slice(1) : s;
  },
  fouls: {
    'double-hit': 'Двойной удар',
    'push-shot': 'Удар пропихом',
    'touched-ball': 'Касание шара',
    'no-foot-on-floor': 'Ни одна нога не касалась пола',
    'shot-while-moving': 'Удар при движущихся шарах',
    'cue-ball-placement': 'Касание прицельного шара при установке битка',
    'bad-cue-ball-position': 'Биток установлен вне дома',
    'miscue-jump': 'Кикс при перескоке',
    'scoop-jump': 'Подкапывание под биток',
    interference: 'Вмешательство',
    'marking-table': 'Разметка стола',
    'slow-play': 'Превышение лимита времени',
    'deliberate-touch': 'Умышленное касание движущегося шара',
    unsportsmanlike: 'Неспортивное поведение',
    'cue-ball-stroke-in-hand': 'Ударное движение кия по битку при установке',
    'left-playing-area': 'Самовольно покинул игровую зону',
    'continued-after-foul': 'Продолжил игру после объявления фола',
    'refused-to-leave-table': 'Отказ отойти от стола',
    'deflected-break': 'Остановка или отклонение битка при разбое',
    'not-seated': 'Не сохранил сидячее положение при ударе',
    'feet-on-floor': 'Ноги или подставки для ног коснулись пола',
    'obstacle-moved': 'Мешающий шар сдвинут при перескоке или массе',
  },
  reasons: {
    concession: 'признание поражения',
    'continued-after-foul': 'продолжил игру после объявления фола',
    'left-playing-area': 'покинул игровую зону без разрешения',
    'refused-to-leave-table': 'отказался отойти от стола',
    'second-intentional-foul': 'повторный умышленный фол на битке в матче',
    'second-deflected-break': 'повторное отклонение битка при разбое в матче',
    unsportsmanlike: 'неспортивное поведение',
    'three-consecutive-fouls': 'три фола подряд',
    'three-illegal-breaks': 'три неправильных разбоя подряд',
    'foul-on-eight': 'фол при забивании шара 8',
    'eight-with-last': 'шар 8 забит одним ударом с последним шаром своей группы',
    'eight-off-table': 'шар 8 выбит со стола',
    'eight-wrong-pocket': 'шар 8 забит не в заказанную лузу',
    'eight-early': 'шар 8 забит, когда он не был очередным',
  },
  lagFaults: {
    crossed: 'шар перекатился на половину соперника',
    'no-foot-cushion': 'шар не коснулся заднего борта',
    pocketed: 'шар упал в лузу',
    'off-table': 'шар выскочил со стола',
    'side-cushion': 'шар коснулся длинного борта',
    'in-corner-jaws': 'шар остановился в створе угловой лузы за губой переднего борта',
    'foot-cushion-twice': 'шар коснулся заднего борта более одного раза',
    foul: 'совершён фол',
  },
  groups: { solids: 'сплошные шары (1–7)', stripes: 'полосатые шары (9–15)' },
  optionNames: {
    accept: 'принять позицию',
    pass: 'вернуть удар',
    'rerack-self': 'переустановить пирамиду и разбить самому',
    'rerack-opponent': 'переустановить пирамиду и дать разбить нарушителю',
    'spot-eight': 'выставить шар 8 и продолжить',
    rerack: 'переустановить пирамиду',
    kitchen: 'биток с руки из дома',
    'spot-nearest': 'выставить ближайший к передней линии шар',
    'spot-lowest': 'выставить шар с наименьшим номером',
    relag: 'повторить раскат',
  },
  options: (list): string =>
    list.map((o) => (RU_WORDS.optionNames as Readonly<Record<string, string>>)[o] ?? o).join(' или '),
  ways: (list) => list.map((w) => WAYS[w]).join(' и '),
  sidePockets: { 'side-left': 'левую среднюю лузу', 'side-right': 'правую среднюю лузу' },
  rerack: (e) => `шар ${e.ball} ${PLACES[e.fifteenth]}, биток ${PLACES[e.cue]}`,
  rules: (labels) => `(Правила ${labels}.)`,
} satisfies RulingWords;
