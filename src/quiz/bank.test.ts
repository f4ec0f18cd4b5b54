import { describe, expect, test } from 'vitest';
import {
  buildItem,
  CORE_BANKS,
  canVary,
  disagreements,
  grade,
  QUIZ_BANKS,
  type QuizItem,
  rightPlace,
  TOPICS,
} from '../core/quiz/index.ts';
import { BALL_FOULS, NON_BALL_FOULS } from '../core/vocabulary/index.ts';
import { bankPayload, buildAll, loadBlueprints, loadProse, loadSpecs, variantCount } from './bank.ts';
import { ruleIds, ruleRef } from './rules-index.ts';

const specs = loadSpecs();
const items = buildAll(specs);
const originals = items.filter((i) => i.variant === 0);

describe('the question bank (content/quizzes)', () => {
  test.each(QUIZ_BANKS)('%s has enough questions (40 for the WPA banks, 8 for a recreational game)', (bank) => {
    const least = (CORE_BANKS as readonly string[]).includes(bank) ? 40 : 8;
    expect(specs.filter((s) => s.bank === bank).length).toBeGreaterThanOrEqual(least);
  });

  test('a recreational bank asks only about its own game', () => {
    for (const s of specs)
      if (!(CORE_BANKS as readonly string[]).includes(s.bank)) expect(s.doc.game, s.id).toBe(s.bank);
  });

  test.each(specs.map((s) => [s.id, s]))('%s: a stated answer agrees with the engine', (_id, spec) => {
    const item = originals.find((i) => i.id === spec.id) as QuizItem;
    expect(disagreements(spec.expect, item.truth)).toEqual([]);
  });

  // the recreational banks only: eleven WPA rule questions state another cited paragraph first (see issue 8 report).
  // Four recreational questions ask for one named paragraph of a legal shot that misses (the definition of a
  // legal shot, the cushion after contact): the engine cites first what decides who plays next (3.5), then that
  // paragraph; the trainer marks the stated one right (it is cited) and offers no other cited one as a choice.
  const ASKS_A_NAMED_PARAGRAPH = new Set([
    'sb-legal-shot-rule',
    'cb-any-ball-first-rule',
    'cw-no-cushion-rule',
    'fo-any-ball',
  ]);
  test('a recreational rule question states first the paragraph the trainer marks right (the engine’s first cited rule)', () => {
    for (const id of ASKS_A_NAMED_PARAGRAPH) {
      const spec = specs.find((s) => s.id === id);
      const truth = (originals.find((i) => i.id === id) as QuizItem).truth;
      expect(truth.rules, id).toContain(spec?.expect?.rules?.[0]);
    }
    const off = specs
      .filter((s) => !(CORE_BANKS as readonly string[]).includes(s.bank))
      .filter((s) => !ASKS_A_NAMED_PARAGRAPH.has(s.id))
      .filter((s) => s.kind === 'rule' && s.expect?.rules?.[0])
      .filter((s) => (originals.find((i) => i.id === s.id) as QuizItem).truth.rules[0] !== s.expect?.rules?.[0])
      .map((s) => s.id);
    expect(off).toEqual([]);
  });

  test('every question has its situation in both languages, and nothing else is there', () => {
    for (const lang of ['en', 'ru'] as const) {
      const prose = loadProse(lang);
      expect(Object.keys(prose).sort()).toEqual(specs.map((s) => s.id).sort());
    }
  });

  test('every rule the engine cites in the bank has a paragraph on the site', () => {
    const cited = new Set(items.flatMap((i) => i.truth.rules));
    const missing = [...cited].filter((id) => ruleRef(id, 'en') === null || ruleRef(id, 'ru') === null);
    expect(missing).toEqual([]);
  });

  test('each kind offers a right answer among its choices', () => {
    for (const it of items) {
      if (it.kind === 'rule') {
        expect(
          it.ruleChoices.filter((r) => it.truth.rules.includes(r)),
          it.id,
        ).toHaveLength(1);
        expect(it.ruleChoices.length, it.id).toBe(4);
      }
      if (it.kind === 'placement') expect(rightPlace(it), it.id).toBeGreaterThanOrEqual(0);
      if (it.kind === 'options') for (const o of it.truth.options) expect(it.optionChoices).toContain(o);
      if (it.kind === 'ruling') for (const b of it.truth.spotted) expect(it.spottedChoices).toContain(b);
    }
  });

  test('the right answer, given back, scores full marks (the grader and the engine agree)', () => {
    for (const it of items) {
      const t = it.truth;
      const response =
        it.kind === 'ruling'
          ? {
              kind: 'ruling' as const,
              foul: t.foul,
              next: t.next,
              cueBall: t.cueBall,
              spotted: t.spotted,
              winner: t.winner,
              score: t.scoreDelta ?? undefined,
            }
          : it.kind === 'legal'
            ? { kind: 'legal' as const, verdict: t.verdict }
            : it.kind === 'rule'
              ? { kind: 'rule' as const, rule: it.ruleChoices.find((r) => t.rules.includes(r)) as string }
              : it.kind === 'options'
                ? { kind: 'options' as const, options: t.options }
                : { kind: 'placement' as const, choice: rightPlace(it) };
      expect(grade(it, response), it.id).toMatchObject({ score: 1, correct: true });
    }
  });

  test('variants move only what the ruling does not depend on: the engine gives the same answer', () => {
    const varying = specs.filter((s) => canVary(s.vary));
    expect(varying.length).toBeGreaterThan(20);
    for (const s of varying) {
      const base = items.find((i) => i.id === s.id && i.variant === 0) as QuizItem;
      for (let n = 1; n < variantCount(s); n += 1) {
        const v = items.find((i) => i.id === s.id && i.variant === n) as QuizItem;
        const { says: _a, placed: pa, ...tb } = base.truth;
        const { says: _b, placed: pb, ...tv } = v.truth;
        expect(tv, `${s.id} variant ${n}`).toEqual(tb);
        expect(Object.keys(pb).sort(), s.id).toEqual(Object.keys(pa).sort());
      }
    }
  });

  test('variants really differ from the question as written', () => {
    const s = specs.find((x) => x.id === 'g-frozen-other-rail');
    const pool = ruleIds();
    const a = buildItem(s as never, 0, pool);
    const b = buildItem(s as never, 1, pool);
    expect(b.positions.cue).not.toEqual(a.positions.cue);
    expect(buildItem(s as never, 1, pool)).toEqual(b);
  });

  test('the bank covers every foul kind, every topic and every kind of question', () => {
    const fouls = new Set(originals.flatMap((i) => i.truth.fouls));
    const wanted = [...NON_BALL_FOULS, ...BALL_FOULS].filter((f) => f !== 'bad-call');
    expect(wanted.filter((f) => !fouls.has(f))).toEqual([]);
    expect(TOPICS.filter((t) => !specs.some((s) => s.topic === t))).toEqual([]);
    for (const kind of ['ruling', 'legal', 'rule', 'options', 'placement'])
      expect(specs.some((s) => s.kind === kind)).toBe(true);
  });

  test('every loss of game and every option an incoming player can be offered appears', () => {
    const reasons = new Set(originals.filter((i) => i.truth.verdict === 'loss' || i.truth.winner).map((i) => i.id));
    expect(reasons.size).toBeGreaterThanOrEqual(15);
    const offered = new Set(originals.flatMap((i) => i.truth.options));
    for (const o of [
      'accept',
      'pass',
      'rerack-self',
      'rerack-opponent',
      'spot-eight',
      'rerack',
      'kitchen',
      'spot-nearest',
      'relag',
    ])
      expect(offered.has(o as never), o).toBe(true);
  });

  test('the exam blueprints are valid and the payload carries both languages', () => {
    const bps = new Map(loadBlueprints().map((b) => [b.id, b]));
    // The presets follow real formats: the WPA referee paper, a quick check, the recreational games.
    expect([...bps.keys()].sort()).toEqual(['quick', 'recreational', 'referee']);
    expect(bps.get('referee')).toMatchObject({ questions: 60, minutes: 60, passMark: 0.85 });
    expect(bps.get('quick')).toMatchObject({ questions: 20, minutes: 20 });
    const core = ['general', 'eight-ball', 'nine-ball', 'straight-pool'];
    expect(Object.keys(bps.get('referee')?.weights ?? {}).sort()).toEqual([...core].sort());
    const rec = Object.entries(bps.get('recreational')?.weights ?? {});
    expect(rec.filter(([b, w]) => core.includes(b) && (w ?? 0) > 0)).toEqual([]);
    expect(rec.filter(([, w]) => (w ?? 0) > 0)).toHaveLength(12);
    const en = bankPayload('en');
    const ru = bankPayload('ru');
    // every item under the 1999 rules, as built; the current rules add an entry where the answer differs
    expect(en.items.filter((i) => i.editions.includes('wpa-1999')).length).toBe(items.length);
    const sample = en.items.find((i) => i.id === 'e-dry-break-rule');
    expect(sample?.refs['4.5']?.href).toBe('/en/rules/eight-ball/#rule-4-5');
    expect(ru.items.find((i) => i.id === 'e-dry-break-rule')?.explain).toMatch(/[а-я]/);
  });
});
