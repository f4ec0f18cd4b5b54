import { describe, expect, test } from 'vitest';
import { bankPayload } from './bank.ts';
import { BANK_PARTS, type BankPart, bankUrls, joinBank, splitBank } from './bank-parts.ts';
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

  test('joined again, it is the bank it was cut from, every question in its order', () => {
    expect(parts).toHaveLength(BANK_PARTS);
    expect(joinBank(head, parts)).toEqual(payload);
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

  test('a short bank is cut without loss, later parts empty', () => {
    const items = [{ id: 'a' }, { id: 'b' }] as unknown as ClientItem[];
    const small = splitBank({ lang: 'en', blueprints: [], items, scenarios: [], scenarioRefs: {} }, 4);
    expect(small.parts.flatMap((p) => p.items)).toEqual(items);
    expect(joinBank(small.head, small.parts).items).toEqual(items);
  });
});
