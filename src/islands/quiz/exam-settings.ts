/**
 * The exam page's settings and links, as plain functions: the presets offered, the settings a link
 * asks for, the link to a paper, and the clock's text. The page's controller (exam-controller.ts)
 * reads them; the views only draw what they give.
 */
import type { Edition } from '../../core/editions/overrides.ts';
import type { Blueprint } from '../../core/quiz/types.ts';
import type { StoredSitting } from '../../quiz/progress.ts';
import { editionParam } from './trainer-link.ts';

export interface Settings {
  preset: string;
  questions: number;
  minutes: number;
  pass: number;
  seed: string;
  /** the rules the paper asks about */
  edition: Edition;
}

/** The presets in the order offered (the real formats first); the first is the default. */
const PRESET_ORDER = ['referee', 'quick', 'recreational'];

/** The referee's format, offered when the bank names no blueprint. */
const FALLBACK: Blueprint = {
  id: 'referee',
  questions: 60,
  minutes: 60,
  passMark: 0.85,
  weights: { general: 0.3, 'eight-ball': 0.25, 'nine-ball': 0.25, 'straight-pool': 0.2 },
};

/** The bank's blueprints as offered: the known formats in PRESET_ORDER, the others after them by id. */
export function presets(blueprints: readonly Blueprint[]): Blueprint[] {
  const bps = blueprints.length ? blueprints : [FALLBACK];
  const rank = (id: string) => (PRESET_ORDER.includes(id) ? PRESET_ORDER.indexOf(id) : PRESET_ORDER.length);
  return [...bps].sort((a, b) => rank(a.id) - rank(b.id) || (a.id < b.id ? -1 : 1));
}

/** The blueprint named `id`, else the first offered. */
export const blueprintOf = (blueprints: readonly Blueprint[], id: string): Blueprint =>
  presets(blueprints).find((b) => b.id === id) ?? (presets(blueprints)[0] as Blueprint);

/** A preset's own settings (the pass mark in percent), keeping the seed and the rules already chosen. */
export const fromBlueprint = (bp: Blueprint, seed: string, edition: Edition): Settings => ({
  preset: bp.id,
  questions: bp.questions,
  minutes: bp.minutes,
  pass: Math.round(bp.passMark * 100),
  seed,
  edition,
});

/** A sitting stored before the editions (progress version 4) was asked under the 1999 rules. */
export const sittingEdition = (s: Pick<StoredSitting, 'edition'>): Edition => s.edition ?? 'wpa-1999';

/** The link's edition, else the learner's (an unknown one is named above the settings: `linkProblem`). */
const editionOrChosen = (q: URLSearchParams, chosen: Edition): Edition => {
  const p = editionParam(q);
  return (p.ok && p.edition) || chosen;
};

/** The bounds of the numbers a link may set (the form's own min and max). */
export const LIMITS = { questions: [1, 200], minutes: [1, 300], pass: [10, 100] } as const;

/**
 * The settings a link asks for (`preset`, `n`, `min`, `pass`, `seed`, `edition`): a number out of
 * bounds is brought inside them, a missing or unreadable one is the preset's; the edition from the
 * link, else the learner's.
 */
export function settingsFromQuery(blueprints: readonly Blueprint[], q: URLSearchParams, chosen: Edition): Settings {
  const bp = blueprintOf(blueprints, q.get('preset') ?? '');
  const num = (k: string, d: number, [lo, hi]: readonly [number, number]) => {
    const v = Number(q.get(k));
    return q.has(k) && Number.isFinite(v) ? Math.min(hi, Math.max(lo, Math.round(v))) : d;
  };
  return {
    preset: bp.id,
    questions: num('n', bp.questions, LIMITS.questions),
    minutes: num('min', bp.minutes, LIMITS.minutes),
    pass: num('pass', Math.round(bp.passMark * 100), LIMITS.pass),
    seed: q.get('seed') ?? '',
    edition: editionOrChosen(q, chosen),
  };
}

/** The query of a link to a paper: the same preset, seed, size and rules give the same questions. */
export const paperQuery = (s: StoredSitting): string =>
  `?preset=${encodeURIComponent(s.preset)}&seed=${s.seed}&n=${s.paper.length}&min=${s.minutes}&pass=${s.passMark}&edition=${sittingEdition(s)}`;

/** Time left as the clock shows it: `m:ss`, `h:mm:ss` from an hour, rounded up to the second, never below 0:00. */
export function clock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const mm = h > 0 ? `${h}:${String(m).padStart(2, '0')}` : String(m);
  return `${mm}:${String(s % 60).padStart(2, '0')}`;
}
