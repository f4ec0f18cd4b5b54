import type { Lang } from '../../i18n/paths.ts';

/**
 * Words of the rack diagrams. A rack is drawn with the balls whose place the rules fix numbered
 * and the others (placed in any order) as plain balls without a number.
 */
export interface RackStrings {
  /** One row of the rack: the numbers of the fixed balls, "any" for a free one. */
  rows: (rows: string[]) => string;
  anyBall: string;
  /** Said when some balls are drawn without a number. */
  freeNote: string;
  /** Caption badge when every ball goes in any order. */
  anyOrder: string;
  /** Caption badge of a rack the source does not give (drawn as assumed). */
  assumed: string;
  assumedNote: string;
}

const en: RackStrings = {
  rows: (rows) =>
    `The front ball is on the foot spot; the rows run from the foot spot toward the foot cushion. Each row is listed from the long cushion at the bottom of the diagram (on the right of a player looking from the head of the table) to the one at the top (on the right of the person racking, who stands at the foot cushion): ${rows.join('; ')}.`,
  anyBall: 'any',
  freeNote: 'Balls drawn without a number are placed in any order.',
  anyOrder: 'any order',
  assumed: 'assumed',
  assumedNote: 'The source does not describe this rack; the picture shows the rack we assume.',
};

const ru: RackStrings = {
  rows: (rows) =>
    `Передний шар стоит на задней отметке, ряды идут от задней отметки к заднему борту. Каждый ряд перечислен от длинного борта внизу схемы (справа от игрока, который смотрит со стороны «дома») к борту вверху схемы (справа от ставящего пирамиду, который стоит у заднего борта): ${rows.join('; ')}.`,
  anyBall: 'любой',
  freeNote: 'Шары без номера ставят в любом порядке.',
  anyOrder: 'в любом порядке',
  assumed: 'предположительно',
  assumedNote: 'Источник не описывает эту пирамиду; на схеме — пирамида, которую мы предполагаем.',
};

export const rackStrings = (lang: Lang): RackStrings => (lang === 'en' ? en : ru);
