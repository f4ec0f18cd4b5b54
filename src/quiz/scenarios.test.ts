/**
 * Quality gates of the generated scenarios (content/scenarios, issue 15): every stored scenario is
 * simulated and ruled again and must give the digest the generator stored (events, final positions,
 * rulings); one bank is generated again whole and must equal its file byte for byte; every cited
 * paragraph resolves in both languages; every bank and topic meets its minimum; bad files are
 * rejected naming the file and the field.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildItem, QUIZ_BANKS, type QuizBank } from '../core/quiz/index.ts';
import {
  generateBank,
  layoutDistance,
  MIN_PER_RECREATIONAL_BANK,
  MIN_PER_WPA_BANK,
  MIN_TOTAL,
  NEAR_DUPLICATE,
  placementBall,
  RECREATIONAL_BANKS,
  type ScenarioFile,
  type Template,
  TOPIC_MINIMUMS,
} from '../core/scenarios/index.ts';
import { ruleIds, ruleRef } from './rules-index.ts';
import { parseScenarioFile, scenarioFileText, scenarioQuestion } from './scenario-schema.ts';
import { loadScenarios } from './scenarios.ts';
import { ScenarioSchema } from './schema.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const text = (bank: QuizBank) => readFileSync(resolve(ROOT, `content/scenarios/${bank}.json`), 'utf8');
const files = new Map<QuizBank, ScenarioFile>(QUIZ_BANKS.map((b) => [b, parseScenarioFile(b, JSON.parse(text(b)))]));

describe('generated scenarios: counts', () => {
  it('every bank meets its minimum, and all banks together at least 1,500', () => {
    let total = 0;
    for (const [bank, f] of files) {
      const min = RECREATIONAL_BANKS.includes(bank) ? MIN_PER_RECREATIONAL_BANK : MIN_PER_WPA_BANK;
      expect(f.scenarios.length, bank).toBeGreaterThanOrEqual(min);
      total += f.scenarios.length;
    }
    expect(total).toBeGreaterThanOrEqual(MIN_TOTAL);
  });

  it('every topic meets its minimum in its banks', () => {
    const short: string[] = [];
    for (const [bank, f] of files) {
      const mins = RECREATIONAL_BANKS.includes(bank) ? TOPIC_MINIMUMS.recreational : TOPIC_MINIMUMS[bank as 'general'];
      for (const [topic, min] of Object.entries(mins)) {
        const n = f.scenarios.filter((s) => s.topic === topic).length;
        if (n < (min as number)) short.push(`${bank} ${topic}: ${n} < ${min}`);
      }
    }
    expect(short).toEqual([]);
  });

  it('no two scenarios of a topic are near-duplicates by the layout distance', () => {
    for (const [bank, f] of files) {
      const byTopic = Map.groupBy(f.scenarios, (s) => `${s.log.game}/${s.topic}`);
      for (const [topic, list] of byTopic)
        for (let i = 0; i < list.length; i++)
          for (let j = 0; j < i; j++)
            expect(
              layoutDistance(list[i] as never, list[j] as never),
              `${bank} ${topic} ${list[i]?.id} ~ ${list[j]?.id}`,
            ).toBeGreaterThanOrEqual(NEAR_DUPLICATE);
    }
  });
});

describe('generated scenarios: replayed exactly', () => {
  const pool = ruleIds();
  for (const bank of QUIZ_BANKS) {
    it(`${bank}: each shot simulated and ruled again gives the stored digest, contact time and placement ball`, () => {
      const bad: string[] = [];
      const uncited = new Set<string>();
      (files.get(bank) as ScenarioFile).scenarios.forEach((s, i) => {
        const q = scenarioQuestion(bank, s);
        const d = q.derived;
        // every fifth one also as a quiz item (the quiz core rules it once more)
        if (i % 5 === 0) expect(buildItem(q.spec, 0, pool).truth.rules).toEqual(d.ruling.rules);
        if (d.digest !== s.digest) bad.push(`${s.id}: digest ${d.digest}, stored ${s.digest}`);
        if (s.kind === 'contact' && d.contact !== s.contact)
          bad.push(`${s.id}: contact ${d.contact}, stored ${s.contact}`);
        if (s.kind === 'placement' && placementBall(d, s) !== s.ball) bad.push(`${s.id}: placement ball`);
        if (s.kind === 'contact' && s.topic === 'wrong-ball-first' && q.contactLegal !== false)
          bad.push(`${s.id}: a wrong ball first, yet the first contact is legal`);
        if (s.kind === 'options' && d.ruling.options.length < 2) bad.push(`${s.id}: fewer than two options`);
        if (s.kind === 'next' && d.ruling.next === null) bad.push(`${s.id}: the game is over, nobody is next`);
        for (const r of d.rulings.flatMap((x) => x.rules))
          if (ruleRef(r, 'en') === null || ruleRef(r, 'ru') === null) uncited.add(r);
      });
      expect(bad, 'run `npm run generate:scenarios` after a change to the physics or the referee').toEqual([]);
      expect([...uncited], 'cited paragraphs without a heading in both languages').toEqual([]);
    });
  }
});

describe('the generator', () => {
  it('generates the nine-ball bank again byte for byte', () => {
    const file = 'content/quizzes/nine-ball.json';
    const raw = JSON.parse(readFileSync(resolve(ROOT, file), 'utf8')) as Array<{ id: string; scenario: unknown }>;
    const templates = raw.map((q) => ({ id: q.id, ...ScenarioSchema.parse(q.scenario) }) as Template);
    const again = generateBank('nine-ball', templates);
    expect(scenarioFileText('nine-ball', again.scenarios)).toBe(text('nine-ball'));
  });

  it('is seeded: the same seed gives the same scenarios, another seed others', () => {
    const a = generateBank('eight-ball', [], { scale: 0.05, seed: 7 });
    const b = generateBank('eight-ball', [], { scale: 0.05, seed: 7 });
    const c = generateBank('eight-ball', [], { scale: 0.05, seed: 8 });
    expect(a.scenarios).toEqual(b.scenarios);
    expect(a.scenarios.length).toBeGreaterThan(5);
    expect(c.scenarios.map((s) => s.digest)).not.toEqual(a.scenarios.map((s) => s.digest));
  });
});

describe('scenario files: validation', () => {
  const nine = JSON.parse(text('nine-ball'));
  const broken = (edit: (f: typeof nine) => void) => {
    const f = structuredClone(nine);
    edit(f);
    return () => parseScenarioFile('nine-ball', f);
  };
  it.each([
    [
      'a speed over 20 m/s',
      (f: typeof nine) => {
        f.scenarios[0].shot[0] = 25;
      },
      'scenarios[0].shot[0]',
    ],
    [
      'an unknown field',
      (f: typeof nine) => {
        f.scenarios[1].extra = 1;
      },
      'scenarios[1]',
    ],
    [
      'a ball 16',
      (f: typeof nine) => {
        f.scenarios[2].balls['16'] = [1, 1];
      },
      'scenarios[2].balls',
    ],
    [
      'a bad digest',
      (f: typeof nine) => {
        f.scenarios[3].digest = 'xyz';
      },
      'scenarios[3].digest',
    ],
    [
      'a placement without its ball',
      (f: typeof nine) => {
        f.scenarios[0].kind = 'placement';
      },
      'scenarios[0].ball',
    ],
    [
      'another bank',
      (f: typeof nine) => {
        f.bank = 'eight-ball';
      },
      'bank',
    ],
    [
      'a ball falling into no pocket',
      (f: typeof nine) => {
        f.scenarios[0].log.asked.settle = { ball: 9, pocket: 'corner' };
      },
      'scenarios[0].log.asked.settle.pocket',
    ],
    [
      'a ball falling that is not on the table',
      (f: typeof nine) => {
        // a ball number the schema takes, but no nine-ball rack has it
        f.scenarios[0].log.asked.settle = { ball: 15, pocket: 'foot-left' };
      },
      'scenarios[0].log.asked.settle.ball',
    ],
  ])('%s is rejected naming the file and the field', (_name, edit, field) => {
    expect(broken(edit)).toThrow(`content/scenarios/nine-ball.json: ${field}`);
  });
});

describe('loading on demand', () => {
  it('loads one bank as questions for the quiz core', async () => {
    const qs = await loadScenarios('cowboy');
    expect(qs.length).toBe((files.get('cowboy') as ScenarioFile).scenarios.length);
    const q = qs[0];
    expect(q?.spec.doc.game).toBe('cowboy');
    expect(q?.input.balls.length).toBe(Object.keys(q?.scenario.balls ?? {}).length);
  });
});
