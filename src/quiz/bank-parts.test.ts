import { describe, expect, test } from 'vitest';
import { bankPayload } from './bank.ts';
import { BANK_PARTS, type BankHead, type BankPart, bankUrls, joinBank, type StubRow, splitBank } from './bank-parts.ts';
import type { BankPayload, ClientItem } from './payload.ts';
import { scenarioRefs, scenarioStubs } from './scenario-bank.ts';

const served = (): BankPayload => ({
  ...bankPayload('en'),
  scenarios: scenarioStubs(),
  scenarioRefs: scenarioRefs('en'),
});

describe('the bank in parts', () => {
  const payload = served();
  const { head, parts } = splitBank(payload);

  test('joined again, it is the bank it was cut from, every question in its order, each stub with the links', () => {
    expect(parts).toHaveLength(BANK_PARTS);
    const refs = payload.scenarioRefs ?? {};
    expect(joinBank(head, parts)).toEqual({
      ...payload,
      scenarios: (payload.scenarios ?? []).map((s) => ({ ...s, refs })),
    });
  });

  test('written compact: the stubs as rows, a link once in the head; the parts well under the bank as it was', () => {
    const was = JSON.stringify({ ...payload, scenarioRefs: undefined }).length;
    const now = parts.reduce((s, p) => s + JSON.stringify(p).length, 0);
    expect(now).toBeLessThan(0.7 * was);
    expect(parts[0]?.stubs[0]?.[0]).toBe(payload.scenarios?.[0]?.id);
    expect(parts[0]?.items[0]?.refs).toEqual(Object.keys(payload.items[0]?.refs ?? {}));
    // every paragraph an authored question cites is linked in the head
    const cited = new Set(payload.items.flatMap((i) => Object.keys(i.refs)));
    expect(new Set(Object.keys(head.itemRefs))).toEqual(cited);
  });

  test('the parts are of about the same size: none over 1.5 times the mean, none empty', () => {
    const sizes = parts.map((p) => JSON.stringify(p).length);
    const mean = sizes.reduce((s, k) => s + k, 0) / sizes.length;
    expect(Math.max(...sizes)).toBeLessThan(1.5 * mean);
    expect(Math.min(...sizes)).toBeGreaterThan(0.5 * mean);
  });

  test('one URL for the head and one for each part', () => {
    expect(bankUrls('ru')).toEqual([
      '/ru/trainer/questions/head.json',
      ...Array.from({ length: BANK_PARTS }, (_, i) => `/ru/trainer/questions/${i}.json`),
    ]);
  });

  test.each([
    ['a part missing', parts.slice(1), 'questions/head.json: parts is 12, 11 fetched'],
    ['two parts swapped', [parts[1], parts[0], ...parts.slice(2)] as BankPart[], 'questions/0.json: part is 1, not 0'],
  ])('parts that do not fit together are refused, naming the file: %s', (_, given, message) => {
    expect(() => joinBank(head, given)).toThrow(message);
  });

  /** The parts with the first stub of part 0 changed by `f`. */
  const withRow = (f: (row: StubRow) => unknown[]): BankPart[] => {
    const [first, ...rest] = parts as [BankPart, ...BankPart[]];
    const [row, ...rows] = first.stubs as [StubRow, ...StubRow[]];
    return [{ ...first, stubs: [f([...row] as StubRow) as StubRow, ...rows] }, ...rest];
  };
  test.each([
    [
      'a topic out of the list',
      (r: StubRow) => r.with(3, 999),
      'questions/0.json stubs[0][3] (topic): 999 is not an index of head.json words.topics',
    ],
    [
      'a rule out of the list',
      (r: StubRow) => r.with(8, [0, -1]),
      'questions/0.json stubs[0][8] (rules): -1 is not an index of head.json words.rules',
    ],
    [
      'editions not a number',
      (r: StubRow) => r.with(9, 'both'),
      'questions/0.json stubs[0][9] (editions): "both" is not an index of head.json words.editions',
    ],
    [
      'a difficulty of 4',
      (r: StubRow) => r.with(5, 4),
      'questions/0.json stubs[0][5] (difficulty): expected 1, 2 or 3',
    ],
    ['a field missing', (r: StubRow) => r.slice(0, 9), 'questions/0.json stubs[0]: expected a row of 10 or 11 fields'],
  ])('a stub row that does not fit the head is refused, naming the file and the field: %s', (_, f, message) => {
    expect(() => joinBank(head, withRow(f))).toThrow(message);
  });

  test('a question citing a paragraph the head does not link is refused, naming it', () => {
    const itemRefs = { ...head.itemRefs };
    const id = parts[0]?.items[0]?.refs[0] ?? '';
    delete itemRefs[id];
    expect(() => joinBank({ ...head, itemRefs } as BankHead, parts)).toThrow(
      `questions/0.json items[0].refs: ${JSON.stringify(id)} is not in head.json itemRefs`,
    );
  });

  test('a short bank is cut without loss, later parts empty', () => {
    const items = [
      { id: 'a', refs: {} },
      { id: 'b', refs: {} },
    ] as unknown as ClientItem[];
    const small = splitBank({ lang: 'en', blueprints: [], items, scenarios: [], scenarioRefs: {} }, 4);
    expect(small.parts.flatMap((p) => p.items).map((i) => i.id)).toEqual(['a', 'b']);
    expect(joinBank(small.head, small.parts).items).toEqual(items);
  });
});
