/**
 * The known differences between the WPA rules of 1999 (the source text) and the current WPA Rules of
 * Play, as data: which 1999 paragraphs each one touches, the current paragraphs, and how sure we are
 * of the current text. `docs/editions.md` is the same table in words, with sources; a test keeps the
 * two in step. The rule pages' "1999 and today" tables take each row's certainty from here, and the
 * referee's `wpa-current` edition will name its overrides by these numbers.
 */

/**
 * How sure we are of the current text (see docs/editions.md, "How sure we are"):
 * - `verified`: compared with a copy of the current (2016) text;
 * - `verified-2008`: compared with the 2008 text; the 2016 wording itself was not seen;
 * - `verified-by-absence`: the rule is missing from a verified list;
 * - `partly-verified`: part of the difference is verified, the rest only reported;
 * - `reported`: consistent summaries and league rulebooks, the WPA wording not seen;
 * - `unverified`: sources disagree or are weak; the referee keeps the 1999 ruling.
 */
const CERTAINTIES = [
  'verified',
  'verified-2008',
  'verified-by-absence',
  'partly-verified',
  'reported',
  'unverified',
] as const;
export type Certainty = (typeof CERTAINTIES)[number];

export interface EditionDifference {
  /** the row number in docs/editions.md */
  readonly n: number;
  /** 1999 paragraphs it touches: a bare number is a rule of the game sections (3.x general, 4.x eight-ball,
   * 5.x nine-ball, 6.x 14.1); `referee 2.21` and `tournament 1.16.1` name those sections */
  readonly rules1999: readonly string[];
  /** current paragraphs, as the current text numbers them (`6.6`, `3.3(d)`, `definitions`) */
  readonly current: readonly string[];
  readonly certainty: Certainty;
}

const d = (n: number, rules1999: string[], current: string[], certainty: Certainty): EditionDifference =>
  Object.freeze({ n, rules1999: Object.freeze(rules1999), current: Object.freeze(current), certainty });

export const DIFFERENCES: readonly EditionDifference[] = Object.freeze([
  d(1, ['tournament 1.16.1', '4.18', '5.12'], ['6.6'], 'reported'),
  d(2, ['3.21'], ['6.6'], 'verified'),
  d(3, ['3.9'], ['6.6'], 'verified-by-absence'),
  d(4, ['3.10', 'referee 2.21'], ['6.10'], 'verified-2008'),
  d(5, ['3.39'], ['6.11', '1.5'], 'verified-2008'),
  d(6, ['3.27'], ['6', '6.17'], 'verified-by-absence'),
  d(7, ['3.26'], ['definitions'], 'reported'),
  d(8, ['3.23', 'referee 2.20'], ['6.7'], 'verified'),
  d(9, ['3.18', '3.23'], ['6.7'], 'verified'),
  d(10, ['3.38', 'referee 2.16'], ['8.4'], 'reported'),
  d(11, ['4.5'], ['3.3(d)'], 'verified'),
  d(12, ['4.8'], ['3.3(e)'], 'verified'),
  d(13, ['4.8'], ['3.3(f)'], 'verified'),
  d(14, ['4.6'], ['3.3', '3.6'], 'unverified'),
  d(15, ['4.7', '4.17', '4.20'], ['3.7', '3.3'], 'reported'),
  d(16, ['4.20'], ['3.8'], 'partly-verified'),
  d(17, ['4.9', '4.10'], ['3.4'], 'reported'),
  d(18, ['5.13', '6.12', '4.21', 'referee 2.16'], ['6.14', '2.8', '4.11'], 'verified'),
  d(19, ['3.29'], ['6.17'], 'verified-2008'),
  d(20, ['referee 2.28', '3.43'], ['6.17'], 'verified-2008'),
  d(21, ['3.31'], ['1.7'], 'verified'),
  d(22, ['3.35', 'referee 2.18'], ['1.9', '1.12'], 'verified-2008'),
  d(23, ['4.21'], ['1.12'], 'verified'),
  d(24, ['5.14'], ['2.9'], 'reported'),
  d(25, ['3.6'], ['1.2'], 'verified'),
  d(26, ['3.32'], ['1.4'], 'verified-2008'),
  d(27, ['5.10'], ['1.5', '2.7'], 'verified-2008'),
  d(28, ['5.6'], ['2.4'], 'verified'),
  d(29, ['5.2'], ['2.2'], 'partly-verified'),
  d(30, ['5.4'], ['regulations'], 'reported'),
  d(31, ['6.6', '3.30'], ['4.10'], 'verified'),
  d(32, ['6.7.2'], ['4.9'], 'verified-by-absence'),
  d(33, ['6.7.5'], ['4.11', '6.17'], 'verified'),
  d(34, ['6.12'], ['4.11'], 'verified'),
  d(35, ['referee 2.9', 'referee 2.22'], ['6.17'], 'verified'),
  d(36, ['3.35'], ['4.12'], 'verified'),
  d(37, ['6.7.3', '6.7.6'], ['4.8'], 'verified'),
  d(38, ['3.17', '3.30'], ['6'], 'verified'),
  d(39, ['4.21'], ['6.14'], 'verified'),
]);

/** Least sure first: the order in which a row touching several differences takes its certainty. */
const WEAKEST: readonly Certainty[] = [
  'unverified',
  'reported',
  'partly-verified',
  'verified-by-absence',
  'verified-2008',
  'verified',
];

/** The differences that touch a 1999 paragraph (`4.5`, `referee 2.21`). */
const differencesOf = (rule: string): EditionDifference[] => DIFFERENCES.filter((x) => x.rules1999.includes(rule));

/** How sure we are of everything said about today's rules for a 1999 paragraph: the weakest of its
 * differences, or undefined when no known difference touches it. */
export function certaintyOf(rule: string): Certainty | undefined {
  const found = new Set(differencesOf(rule).map((x) => x.certainty));
  return WEAKEST.find((c) => found.has(c));
}
