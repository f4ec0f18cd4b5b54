/**
 * The words of the referee's rulings: one text per code in each language, the rules cited in the
 * same order in both, a game's paragraphs under the game's name, and the command's `explain` field
 * in the place the ruling's `says` had. The type-checks below fail to compile if a code is
 * misspelt, its data is wrong or a language lacks a text.
 */
import { describe, expect, test } from 'vitest';
import { ev, game, shot } from '../../core/rules/build.ts';
import { Draft } from '../../core/rules/common/draft.ts';
import type { SayCode } from '../../core/rules/common/says.ts';
import type { RefereeDoc } from '../../core/rules/common/types.ts';
import { playRandom } from '../../core/rules/recreational/random.ts';
import { lastRuling } from '../../core/rules/testing.ts';
import { GAME_IDS } from '../../core/vocabulary/index.ts';
import { EN_RULINGS } from './en.ts';
import { explain, explanation, ruleLabel, rulingOut } from './index.ts';
import { RU_RULINGS } from './ru.ts';
import type { RulingTexts } from './types.ts';

describe('types: a code, its data and its texts agree', () => {
  test('a misspelt code, wrong data or a missing text does not compile', () => {
    const wrong = new Draft(0);
    // @ts-expect-error a code that does not exist
    wrong.say('foul.scrach');
    // @ts-expect-error data the code does not carry
    wrong.say('next.inHand', { ball: 3 });
    // @ts-expect-error data missing
    wrong.say('next.kitchen');
    expect(wrong.clauses.map((c) => c.code)).toEqual(['foul.scrach', 'next.inHand', 'next.kitchen']);
    const d = new Draft(0);
    d.say('foul.scratch').say('next.inHand', { player: 'B' });
    // @ts-expect-error a language without the other texts
    const partial: RulingTexts = { 'foul.scratch': () => 'The cue ball was pocketed: foul.' };
    expect(partial).toBeDefined();
    expect(d.clauses).toEqual([{ code: 'foul.scratch' }, { code: 'next.inHand', params: { player: 'B' } }]);
  });

  test('both languages have a text for exactly the same codes', () => {
    const en = Object.keys(EN_RULINGS).sort();
    expect(Object.keys(RU_RULINGS).sort()).toEqual(en);
    expect(en.length).toBeGreaterThan(250);
  });
});

describe('rendering', () => {
  test('both languages cite the same rules', () => {
    const says = new Draft(0).say('foul.scratch').say('next.inHand', { player: 'B' }).clauses;
    const e = explanation({ says, rules: ['3.20', '4.14'] });
    expect(e.en).toBe(
      'The cue ball was pocketed: foul. B has the cue ball in hand anywhere on the table. (Rules 3.20, 4.14.)',
    );
    expect(e.ru).toBe('Биток упал в лузу — фол. B играет с руки с любого места стола. (Правила 3.20, 4.14.)');
  });

  test('a ruling that says nothing still cites its rules', () => {
    expect(explanation({ says: [], rules: ['3.5'] })).toEqual({ en: '(Rules 3.5.)', ru: '(Правила 3.5.)' });
  });

  test('data is named in each language: balls, fouls, options, reasons', () => {
    const says = new Draft(0)
      .say('foul.object-ball-off-table', { balls: [3] })
      .say('spotted', { balls: [3, 5] })
      .say('foul.nonBall', { foul: 'double-hit' })
      .say('options', { player: 'A', options: ['accept', 'pass'] })
      .say('loss', { side: 'B', reason: 'three-consecutive-fouls' }).clauses;
    expect(explain({ says, rules: [] }, 'en')).toBe(
      'The 3 left the table: foul. Spotted on the long string: balls 3, 5. Double hit: foul. A chooses: accept the table or pass the shot back. B loses the game: three consecutive fouls. (Rules .)',
    );
    expect(explain({ says, rules: [] }, 'ru')).toBe(
      'Шар 3 выскочил со стола — фол. На продольную линию выставляются: шары 3, 5. Двойной удар — фол. A выбирает: принять позицию или вернуть удар. B проигрывает партию: три фола подряд. (Правила .)',
    );
  });

  test('every clause said in random games of every game reads as text in both languages', () => {
    const seen = new Set<SayCode>();
    for (const g of GAME_IDS.filter((x) => x !== 'lag')) {
      const players = g === 'cutthroat' ? ['A', 'B', 'C'] : ['A', 'B'];
      const doc: RefereeDoc = { game: g, players, teams: null, options: {}, setup: null, steps: [] };
      for (let seed = 1; seed <= 4; seed += 1)
        for (const { ruling: r } of playRandom(doc, seed, g === 'forty-one' ? 12 : 60)) {
          for (const s of r.says) seen.add(s.code);
          for (const lang of ['en', 'ru'] as const) expect(explain(r, lang)).not.toMatch(/undefined|\{|\[object/);
        }
    }
    expect(seen.size).toBeGreaterThan(100);
  });
});

test('side-pocket-one: the win says once, in each language, that winning on points is an editorial decision', () => {
  const r = lastRuling(
    game('side-pocket-one', [shot('A', [ev.hit(1), ev.pocket(1, 'side-left')], { call: { kind: 'ball', ball: 1 } })], {
      setup: { shooter: 'A', onTable: [1, 2], sidePockets: { A: 'side-left' }, score: { A: 2, B: 0 } },
    }),
  );
  expect(r.result?.winner).toBe('A');
  expect(explain(r, 'en').match(/editorial decision/g)).toHaveLength(1);
  expect(explain(r, 'ru').match(/решение редакции/g)).toHaveLength(1);
});

describe('the command’s explain field', () => {
  const r = lastRuling(game('nine-ball', [shot('A', [ev.hit(1), ev.pocket('cue')])]));
  test('takes the place of says, in both languages or the one asked', () => {
    const both = rulingOut(r);
    expect(Object.keys(both)).toEqual(Object.keys(r).map((k) => (k === 'says' ? 'explain' : k)));
    expect(both.explain).toEqual(explanation(r));
    expect(rulingOut(r, ['ru']).explain).toEqual({ ru: explain(r, 'ru') });
  });
});

describe('a game paragraph is shown with the game name, never the internal id', () => {
  test.each([
    ['cowboy/5.2', 'Cowboy 5.2', '«Ковбой» 5.2'],
    ['kelly-pool/9.3', 'Kelly Pool 9.3', '«Горошина» 9.3'],
    ['side-pocket-one/7.4', 'One-ball in the side pocket 7.4', '«Единица в среднюю лузу» 7.4'],
    ['mr-and-mrs/8.2', 'Mr. & Mrs. 8.2', '«Мистер и миссис» 8.2'],
    ['3.19', '3.19', '3.19'],
    ['6.7.2', '6.7.2', '6.7.2'],
  ])('%s -> %s / %s', (id, en, ru) => {
    expect(ruleLabel(id, 'en')).toBe(en);
    expect(ruleLabel(id, 'ru')).toBe(ru);
  });

  test('every game with paragraphs of its own has a name in both languages', () => {
    for (const g of GAME_IDS.filter((x) => !['eight-ball', 'nine-ball', 'straight-pool', 'lag'].includes(x)))
      for (const lang of ['en', 'ru'] as const) expect(ruleLabel(`${g}/1`, lang)).not.toContain('/');
  });

  test('the explanation of a ruling cites "Cowboy 5.2", not cowboy/5.2, in both languages', () => {
    const r = lastRuling(game('cowboy', [shot('A', [ev.hit(1), ev.rail(1)], { cueBallAt: [0.4, 0.5] })]));
    expect(r.rules).toContain('cowboy/5.2');
    const e = explanation(r);
    expect(e.en).toContain('Cowboy 5.2');
    expect(e.ru).toContain('«Ковбой» 5.2');
    expect(e.en).not.toMatch(/[a-z]+\/\d/);
    expect(e.ru).not.toMatch(/[a-z]+\/\d/);
  });
});
