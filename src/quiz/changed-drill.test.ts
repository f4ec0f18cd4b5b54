/**
 * "What changed since 1999" (`?mode=changed`): its size and spread, and each generated "what changed"
 * question (src/core/scenarios/changes.ts) ruled under both editions by the referee — a different
 * answer to what it asks, the current ruling following the difference its probe names.
 */
import { describe, expect, it } from 'vitest';
import { OVERRIDES } from '../core/editions/overrides.ts';
import { buildItem, type QuestionSpec } from '../core/quiz/index.ts';
import { type Ruling, referee } from '../core/rules/index.ts';
import { CHANGE_PROBES, type ChangedTopic } from '../core/scenarios/index.ts';
import { buildAll, editionBank, loadSpecs } from './bank.ts';
import { sameAnswer } from './editions.ts';
import { CURRENT_SUFFIX, isChanged } from './payload.ts';
import { ruleIds } from './rules-index.ts';
import { builtBank, scenarioStubs } from './scenario-bank.ts';

const BANKS = ['eight-ball', 'nine-ball', 'straight-pool'] as const;
const PROBE = new Map(CHANGE_PROBES.map((p) => [p.topic as string, p] as const));
const probed = BANKS.flatMap((bank) =>
  builtBank(bank)
    .filter((b) => PROBE.has(b.question.scenario.topic))
    .map((b) => ({ bank, ...b })),
);

/** The drill under one edition: every entry asked about it whose answer differs (authored and generated). */
function drill() {
  const specs = loadSpecs();
  const authored = editionBank(specs, buildAll(specs)).filter(
    (e) => e.change?.asks === 'wpa-current' && e.item.variant === 0,
  );
  const generated = scenarioStubs().filter((s) => isChanged(s) && s.change?.asks === 'wpa-current');
  return { authored, generated };
}

const lastRuling = (spec: QuestionSpec, edition: 'wpa-1999' | 'wpa-current'): Ruling =>
  referee({ ...spec.doc, edition }).rulings.at(-1) as Ruling;

describe('what changed: the drill', () => {
  const { authored, generated } = drill();
  const perDifference = new Map<number, number>();
  for (const s of generated) {
    const topic = probed.find((p) => `${p.item.id}${CURRENT_SUFFIX}` === s.id)?.question.scenario.topic;
    const probe = topic ? PROBE.get(topic) : undefined;
    if (probe)
      perDifference.set(OVERRIDES[probe.override].n, (perDifference.get(OVERRIDES[probe.override].n) ?? 0) + 1);
  }

  it('has at least 60 questions under each edition, at least 6 differences with 3 or more generated ones', () => {
    expect(authored.length + generated.length).toBeGreaterThanOrEqual(60);
    const spread = [...perDifference].filter(([, n]) => n >= 3).map(([d]) => d);
    expect(spread.length, JSON.stringify(Object.fromEntries(perDifference))).toBeGreaterThanOrEqual(6);
  });

  it('every probe keeps questions in each of its banks, and each of them is in the drill under both editions', () => {
    for (const probe of CHANGE_PROBES)
      for (const bank of probe.banks) {
        const mine = probed.filter((p) => p.bank === bank && p.question.scenario.topic === probe.topic);
        expect(mine.length, `${bank} ${probe.topic}`).toBeGreaterThan(0);
        for (const p of mine)
          expect(
            p.entries.map((e) => [e.item.id, e.change?.asks]),
            p.item.id,
          ).toEqual([
            [p.item.id, 'wpa-1999'],
            [`${p.item.id}${CURRENT_SUFFIX}`, 'wpa-current'],
          ]);
      }
  });
});

describe('what changed: each generated question, ruled under both editions', () => {
  const pool = ruleIds();
  it.each(probed.map((p) => [p.item.id, p] as const))('%s', (_id, p) => {
    const spec = p.question.spec;
    const probe = PROBE.get(p.question.scenario.topic as ChangedTopic);
    if (!probe) throw new Error(`${p.item.id}: no probe`);
    // the referee's two rulings, and what the question asks of each: different answers
    const then = lastRuling(spec, 'wpa-1999');
    const now = lastRuling(spec, 'wpa-current');
    const a = buildItem({ ...spec, doc: { ...spec.doc, edition: 'wpa-1999' } }, 0, pool);
    const b = buildItem({ ...spec, doc: { ...spec.doc, edition: 'wpa-current' } }, 0, pool);
    expect(sameAnswer(a, b)).toBe(false);
    // the current ruling follows the probe's difference: it cites its current paragraphs, the 1999 one does not
    const current = OVERRIDES[probe.override].current;
    for (const r of current) expect(now.rules, r).toContain(r);
    expect(current.some((r) => !then.rules.includes(r))).toBe(true);
  });
});
