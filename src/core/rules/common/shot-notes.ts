/**
 * What a step of a shot's assessment records, as data: the fouls, cited paragraphs, clauses and
 * warnings a ruling gathers (draft.ts), in the order the step found them. The steps are pure
 * functions returning notes; `write` puts them into the ruling under construction.
 */
import type { OverrideKey } from '../../editions/overrides.ts';
import type { Draft } from './draft.ts';
import type { EditionPolicy } from './policy.ts';
import type { SayArgs, SayCode } from './says.ts';
import type { FoulCode } from './types.ts';

export type ShotNote =
  /**
   * a foul and its paragraphs; `leads` leads the rules when it is the ruling's first foul (3.38 for a
   * ball announced frozen), `own` (the game's own paragraph for it) leads them when it is the first
   * foul and nothing else leads, else it is cited
   */
  | {
      readonly k: 'foul';
      readonly code: FoulCode;
      readonly rules: readonly string[];
      readonly leads?: string;
      readonly own?: string;
    }
  | { readonly k: 'cite'; readonly rules: readonly string[] }
  | { readonly k: 'say'; readonly code: SayCode; readonly params?: object }
  | { readonly k: 'warn'; readonly what: string }
  /** 3.21, 3.31, 3.35: the balls are put back */
  | { readonly k: 'restore' }
  /** 3.31, 3.35: the shot is replayed */
  | { readonly k: 'replay' };

/** The notes' constructors. */
export const note = {
  foul: (code: FoulCode, ...rules: string[]): ShotNote => ({ k: 'foul', code, rules }),
  /** a ball foul: the game's own paragraph `own` (if any) leads when it is the first foul, else it is cited */
  ballFoul: (code: FoulCode, own: string | undefined, ...rules: string[]): ShotNote =>
    own ? { k: 'foul', code, rules, own } : { k: 'foul', code, rules },
  /** 3.38: a foul on a ball announced frozen: 3.38 leads when it is the first foul, then the game's own paragraph */
  frozenFoul: (code: FoulCode, own: string | undefined, ...rules: string[]): ShotNote =>
    own ? { k: 'foul', code, rules, leads: '3.38', own } : { k: 'foul', code, rules, leads: '3.38' },
  cite: (...rules: string[]): ShotNote => ({ k: 'cite', rules }),
  say: <K extends SayCode>(code: K, ...params: SayArgs<K>): ShotNote =>
    params[0] === undefined ? { k: 'say', code } : { k: 'say', code, params: params[0] },
  warn: (what: string): ShotNote => ({ k: 'warn', what }),
  restore: { k: 'restore' } as ShotNote,
  replay: { k: 'replay' } as ShotNote,
  /**
   * The ruling follows override `k` of the policy: the current paragraphs, and the note that the
   * current text is only reported or unverified; nothing under 1999.
   */
  follow: (policy: EditionPolicy, k: OverrideKey): ShotNote[] => {
    const c = policy.clauses[k].paragraphs;
    return [...(c ? [{ k: 'cite', rules: c } as const] : []), ...note.unsure(policy, k)];
  },
  /** The note that the current text override `k` follows is only reported or unverified; nothing when it is sure, or under 1999. */
  unsure: (policy: EditionPolicy, k: OverrideKey): ShotNote[] => {
    const n = policy.clauses[k].note;
    return n ? [{ k: 'say', code: n }] : [];
  },
} as const;

/** Writes one note into the ruling under construction. */
function writeOne(d: Draft, n: ShotNote): void {
  switch (n.k) {
    case 'foul': {
      const first = d.fouls.length === 0;
      d.foul(n.code, ...n.rules);
      if (n.leads && first) d.lead(n.leads);
      if (n.own) {
        if (first && !n.leads) d.lead(n.own);
        else d.cite(n.own);
      }
      return;
    }
    case 'cite':
      d.cite(...n.rules);
      return;
    case 'say':
      (d.say as (code: SayCode, params?: object) => Draft)(n.code, n.params);
      return;
    case 'warn':
      d.warn(n.what);
      return;
    case 'restore':
      d.restore = true;
      return;
    case 'replay':
      d.replay = true;
      return;
  }
}

/** Writes the notes into the ruling under construction, in order. */
export function write(d: Draft, notes: readonly ShotNote[]): Draft {
  for (const n of notes) writeOne(d, n);
  return d;
}
