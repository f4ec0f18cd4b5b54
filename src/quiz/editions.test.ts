/**
 * Every question under both editions (src/quiz/editions.ts): the tag comes from ruling the question's
 * log under each edition; a different answer makes two entries, each saying which edition it asks
 * about; a log the current rules refuse stays a 1999 question; every paragraph either edition cites
 * is titled and linked in both languages.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bankPayload, buildAll, editionBank, loadSpecs } from './bank.ts';
import { baseId, type ClientItem, CURRENT_SUFFIX, inEdition, isChanged } from './payload.ts';
import { scenarioStubs } from './scenario-bank.ts';

const specs = loadSpecs();
const entries = editionBank(specs, buildAll(specs));
const of = (id: string) => entries.filter((e) => baseId(e.item.id) === id && e.item.variant === 0);

describe('authored questions under both editions', () => {
  it('a question whose answer differs is asked twice, once per edition, with both rulings', () => {
    const [old, now] = of('g-no-referee-object-ball');
    expect(old?.item.id).toBe('g-no-referee-object-ball');
    expect(now?.item.id).toBe(`g-no-referee-object-ball${CURRENT_SUFFIX}`);
    expect([old?.editions, now?.editions]).toEqual([['wpa-1999'], ['wpa-current']]);
    expect([old?.change?.asks, now?.change?.asks]).toEqual(['wpa-1999', 'wpa-current']);
    // 1999 tournament 1.16.1: no referee, cue-ball fouls only; the current 6.6: a foul
    expect(old?.item.truth.verdict).toBe('legal');
    expect(now?.item.truth.verdict).toBe('foul');
    expect(now?.change?.fields).toContain('verdict');
    expect(now?.change?.rulings['wpa-current'].rules).toContain('wpa-6.6');
    expect(now?.change?.rulings['wpa-1999'].foul).toBe(false);
  });

  it('the same answer under both: one entry, the current words beside it where they differ', () => {
    const [one, ...rest] = of('e-eight-on-break-options');
    expect(rest).toEqual([]);
    expect(one?.editions).toEqual(['wpa-1999', 'wpa-current']);
    expect(one?.change).toBeUndefined();
    // 4.8 then, 3.3(e) now: the same choices, cited by the current paragraph
    expect(one?.current?.truth.rules).toContain('wpa-3.3');
    expect(one?.item.truth.rules).not.toContain('wpa-3.3');
  });

  it('a game with one rule set holds for both editions, with no current words', () => {
    const six = entries.filter((e) => e.item.game === 'six-ball');
    expect(six.length).toBeGreaterThan(0);
    for (const e of six)
      expect([e.editions, e.change, e.current]).toEqual([['wpa-1999', 'wpa-current'], undefined, undefined]);
  });

  it('a paragraph question asks, under the current rules, for the current paragraph that replaced the stated one', () => {
    const [old, now] = of('n-third-foul-rule');
    const right = (e: typeof old) => e?.item.ruleChoices.filter((r) => e.item.truth.rules.includes(r));
    expect(right(old)).toEqual(['5.13']);
    expect(right(now)).toEqual(['wpa-2.8']);
    // the wrong choices are paragraphs the current ruling does not cite
    expect(now?.item.ruleChoices).toHaveLength(4);
  });

  it('a log the current rules refuse (a choice they do not offer) is a 1999 question only', () => {
    const list = of('s-third-foul-rerack');
    expect(list.map((e) => e.editions)).toEqual([['wpa-1999']]);
  });

  it('every variant of a changed question has both entries, and the 1999 entries are the bank as built', () => {
    const changed = entries.filter((e) => e.change);
    for (const e of changed.filter((x) => x.change?.asks === 'wpa-1999'))
      expect(
        changed.some((x) => x.item.id === `${e.item.id}${CURRENT_SUFFIX}` && x.item.variant === e.item.variant),
        e.item.id,
      ).toBe(true);
    expect(changed.length % 2).toBe(0);
    expect(changed.length).toBeGreaterThanOrEqual(20);
  });
});

describe('the payload', () => {
  const check = (lang: 'en' | 'ru') => {
    const items = bankPayload(lang).items;
    const missing: string[] = [];
    for (const i of items) {
      const ids = [
        ...i.truth.rules,
        ...(i.current?.rules ?? []),
        ...(i.change ? [...i.change.rulings['wpa-1999'].rules, ...i.change.rulings['wpa-current'].rules] : []),
      ];
      for (const id of ids) if (!i.refs[id]?.href) missing.push(`${i.id}: ${id}`);
    }
    return { items, missing };
  };

  it('every paragraph either edition cites is titled and linked, in both languages', () => {
    for (const lang of ['en', 'ru'] as const) {
      const { items, missing } = check(lang);
      expect(missing, lang).toEqual([]);
      const now = items.find((i) => i.id === `g-no-referee-object-ball${CURRENT_SUFFIX}`) as ClientItem;
      expect(now.refs['wpa-6.6']?.href).toBe(`/${lang}/rules/current/general/#wpa-6-6`);
      expect(now.refs['wpa-6.6']?.label).toBe('WPA 2016 6.6');
    }
  });

  it('a learner under the current rules reads the current explanation of a question with the same answer', () => {
    const item = bankPayload('en').items.find((i) => i.id === 'e-eight-on-break-options') as ClientItem;
    expect(inEdition(item, 'wpa-1999')).toBe(item);
    const now = inEdition(item, 'wpa-current');
    expect(now.truth.rules).toContain('wpa-3.3');
    expect(now.explain).not.toBe(item.explain);
    expect(now.truth.verdict).toBe(item.truth.verdict);
  });
});

describe('generated questions under both editions', () => {
  it('the changed positions come from ruling each scenario under both (14.1 has them, the recreational games none)', () => {
    const stubs = scenarioStubs();
    const changed = stubs.filter(isChanged);
    expect(changed.filter((s) => s.bank === 'straight-pool').length).toBeGreaterThan(0);
    expect(changed.filter((s) => s.bank === 'six-ball')).toEqual([]);
    for (const s of changed.filter((x) => x.change?.asks === 'wpa-1999'))
      expect(stubs.some((x) => x.id === `${s.id}${CURRENT_SUFFIX}` && x.editions[0] === 'wpa-current')).toBe(true);
    // the first to build every bank (about 1,900 shots simulated and ruled twice): 30 s is short on a busy machine
  }, 180_000);
});

describe('what changed: the count per game stated in docs/editions.md', () => {
  it('the table "In the trainer and the exam" gives the questions per game under each edition', () => {
    const docs = readFileSync(new URL('../../docs/editions.md', import.meta.url), 'utf8');
    const NAMES: Record<string, string> = {
      'Eight-ball': 'eight-ball',
      'Nine-ball': 'nine-ball',
      '14.1 continuous': 'straight-pool',
      'The lag': 'lag',
    };
    const stated = new Map(
      [...docs.matchAll(/^\| ([^|]+) \| (\d+) \| (\d+) \| (\d+) \|$/gm)].map(
        (m) => [NAMES[(m[1] as string).trim()] ?? m[1], [Number(m[2]), Number(m[3])]] as const,
      ),
    );
    const count = new Map<string, [number, number]>();
    const add = (game: string, i: 0 | 1) => {
      const c = count.get(game) ?? [0, 0];
      c[i] += 1;
      count.set(game, c);
    };
    for (const e of entries) if (e.change?.asks === 'wpa-current' && e.item.variant === 0) add(e.item.game, 0);
    const generated = scenarioStubs().filter((x) => x.change?.asks === 'wpa-current');
    // a generated question's game is its bank's, but for the general bank's (none changes today)
    expect(generated.filter((x) => x.bank === 'general')).toEqual([]);
    for (const g of generated) add(g.bank, 1);
    expect(Object.fromEntries(count)).toEqual(Object.fromEntries(stated));
  });
});
