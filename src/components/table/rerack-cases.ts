/**
 * The cases of the 14.1 re-rack table (6.7.3, 6.7.6) as positions to draw. Where the balls go
 * comes from the referee's own table (RERACK_TABLE), and each drawn position is checked with
 * the referee's classifiers, so a diagram can never show a case other than the one it names.
 */

import {
  CUE_AT,
  type CueAt,
  classifyCue,
  classifyFifteenth,
  FIFTEENTH_AT,
  type FifteenthAt,
  NINE_FOOT,
  RERACK_TABLE,
  type RerackEntry,
} from '../../core/rules/spots.ts';
import type { Lang } from '../../i18n/paths.ts';

type Point = readonly [number, number];

const L = 2.54;
const W = 1.27;
const R = 0.028575;
const ROW = Math.sqrt(3) * R;
const FOOT: Point = [(3 * L) / 4, W / 2];
const HEAD: Point = [L / 4, W / 2];
const CENTRE: Point = [L / 2, W / 2];

/** Where the 15th ball lies before the re-rack (a pocketed ball is drawn in the foot-right pocket). */
const FIFTEENTH_FROM: Record<FifteenthAt, Point> = {
  rack: [FOOT[0] + 1.6 * ROW, W / 2 + 0.025],
  pocketed: [L - 0.03, 0.03],
  kitchen: [0.32, 0.98],
  elsewhere: [1.5, 0.33],
  'head-spot': [HEAD[0] + 0.012, HEAD[1] + 0.01],
};

/** Where the cue ball lies before the re-rack; beside the 15th ball on the head spot it moves aside. */
const CUE_FROM: Record<CueAt, Point> = {
  rack: [FOOT[0] + 3.2 * ROW, W / 2 - 0.045],
  elsewhere: [1.05, 0.95],
  'head-spot': [HEAD[0] - 0.01, HEAD[1] - 0.008],
};

/** A cue ball in hand is drawn at this place in the kitchen. */
const IN_HAND: Point = [0.38, 0.42];

export interface RerackCase {
  n: number;
  fifteenthAt: FifteenthAt;
  cueAt: CueAt;
  entry: RerackEntry;
  fifteenthFrom: Point;
  cueFrom: Point;
  fifteenthTo: Point | undefined;
  cueTo: Point;
}

const to = (place: string, from: Point): Point =>
  place === 'foot-spot'
    ? FOOT
    : place === 'head-spot'
      ? HEAD
      : place === 'centre-spot'
        ? CENTRE
        : place === 'in-hand-kitchen'
          ? IN_HAND
          : from;

/** Every possible cell of the table, row by row (the 15th ball), column by column (the cue ball). */
export function rerackCases(): RerackCase[] {
  const out: RerackCase[] = [];
  for (const fifteenthAt of FIFTEENTH_AT)
    for (const cueAt of CUE_AT) {
      const entry = RERACK_TABLE[fifteenthAt][cueAt];
      if (!entry) continue;
      const fifteenthFrom = FIFTEENTH_FROM[fifteenthAt];
      const cueFrom = CUE_FROM[cueAt];
      const seen = fifteenthAt === 'pocketed' ? 'pocketed' : classifyFifteenth(NINE_FOOT, fifteenthFrom);
      if (seen !== fifteenthAt || classifyCue(NINE_FOOT, cueFrom) !== cueAt)
        throw new Error(
          `rerack case ${fifteenthAt}/${cueAt}: the drawn positions classify as ${seen}/${classifyCue(NINE_FOOT, cueFrom)}`,
        );
      out.push({
        n: out.length + 1,
        fifteenthAt,
        cueAt,
        entry,
        fifteenthFrom,
        cueFrom,
        fifteenthTo:
          fifteenthAt === 'pocketed' && entry.fifteenth === 'stays' ? undefined : to(entry.fifteenth, fifteenthFrom),
        cueTo: to(entry.cue, cueFrom),
      });
    }
  return out;
}

interface Words {
  fifteenthAt: Record<FifteenthAt, string>;
  cueAt: Record<CueAt, string>;
  fifteenthTo: Record<RerackEntry['fifteenth'], string>;
  cueTo: Record<RerackEntry['cue'], string>;
  caseN: (n: number) => string;
  before: (f: string, c: string) => string;
  after: (f: string, c: string) => string;
  bothStay: string;
  legend: string;
  groupLabel: string;
}

const en: Words = {
  fifteenthAt: {
    rack: 'in the rack area',
    pocketed: 'in a pocket',
    kitchen: 'in the kitchen, not on the head spot',
    elsewhere: 'neither in the kitchen nor in the rack area',
    'head-spot': 'on the head spot',
  },
  cueAt: {
    rack: 'in the rack area',
    elsewhere: 'neither in the rack area nor on the head spot',
    'head-spot': 'on the head spot',
  },
  fifteenthTo: {
    stays: 'stays',
    'foot-spot': 'to the foot spot',
    'head-spot': 'to the head spot',
    'centre-spot': 'to the centre spot',
  },
  cueTo: {
    stays: 'stays',
    'in-hand-kitchen': 'in hand in the kitchen',
    'head-spot': 'to the head spot',
    'centre-spot': 'to the centre spot',
  },
  caseN: (n) => `Case ${n}`,
  before: (f, c) => `15th ball ${f}; cue ball ${c}.`,
  after: (f, c) => `15th ball ${f}; cue ball ${c}.`,
  bothStay: 'Both balls stay where they are.',
  legend:
    'Each diagram shows the table after the re-rack: the fourteen racked balls (without numbers), the 15th ball (drawn as the 15) and the cue ball. A dashed circle and an arrow show where a ball lay before it was moved; a cue ball in hand may be placed anywhere in the kitchen.',
  groupLabel: 'The cases of the re-rack table',
};

const ru: Words = {
  fifteenthAt: {
    rack: 'в месте установки пирамиды',
    pocketed: 'в лузе',
    kitchen: 'в «доме», но не на передней отметке',
    elsewhere: 'не в «доме» и не в месте установки пирамиды',
    'head-spot': 'на передней отметке',
  },
  cueAt: {
    rack: 'в месте установки пирамиды',
    elsewhere: 'не в месте установки пирамиды и не на передней отметке',
    'head-spot': 'на передней отметке',
  },
  fifteenthTo: {
    stays: 'на месте',
    'foot-spot': 'на заднюю отметку',
    'head-spot': 'на переднюю отметку',
    'centre-spot': 'на центральную отметку',
  },
  cueTo: {
    stays: 'на месте',
    'in-hand-kitchen': 'с руки в «доме»',
    'head-spot': 'на переднюю отметку',
    'centre-spot': 'на центральную отметку',
  },
  caseN: (n) => `Случай ${n}`,
  before: (f, c) => `15-й шар ${f}; биток ${c}.`,
  after: (f, c) => `15-й шар — ${f}; биток — ${c}.`,
  bothStay: 'Оба шара остаются на месте.',
  legend:
    'На каждой схеме — стол после установки пирамиды: четырнадцать шаров пирамиды (без номеров), 15-й шар (нарисован шаром № 15) и биток. Пунктирный круг и стрелка показывают, где лежал шар, пока его не переставили; биток с руки можно поставить в любое место «дома».',
  groupLabel: 'Случаи таблицы перестановки пирамиды',
};

export const rerackWords = (lang: Lang): Words => (lang === 'en' ? en : ru);
