import { describe, expect, test } from 'vitest';
import { en } from './en.ts';
import { GAME_EN, GAME_RU } from './game.ts';
import { ru } from './ru.ts';

/** The table's words exist in both languages, with the same keys at every level, and Russian is Russian. */
const keys = (o: object): string[] => Object.keys(o).sort();

describe('table strings', () => {
  test.each([
    ['cowboy/5.2', 'Cowboy 5.2', '«Ковбой» 5.2'],
    ['odd-ball/8.1', 'Odd Ball 8.1', '«Нечет» 8.1'],
    ['3.19', 'Rule 3.19', 'Правило 3.19'],
    ['wpa-6.10', 'WPA 2016 6.10', 'WPA 2016 6.10'],
  ])('a cited rule %s reads %s / %s, never the internal id', (id, wantEn, wantRu) => {
    expect(en.ruleLink(id)).toBe(wantEn);
    expect(ru.ruleLink(id)).toBe(wantRu);
  });

  test('same keys in both languages', () => {
    expect(keys(ru)).toEqual(keys(en));
    for (const k of keys(en)) {
      const a = (en as Record<string, unknown>)[k];
      const b = (ru as Record<string, unknown>)[k];
      expect(typeof b, k).toBe(typeof a);
      if (a && typeof a === 'object') expect(keys(b as object), k).toEqual(keys(a));
    }
  });
  test('every plain string is translated', () => {
    for (const k of keys(en)) {
      const b = (ru as Record<string, unknown>)[k];
      if (typeof b === 'string' && k !== 'lang' && k !== 'none') expect(b, k).toMatch(/[а-яё]/i);
      if (b && typeof b === 'object')
        for (const [kk, v] of Object.entries(b))
          if (!/^[\d/×]+$/.test(v as string)) expect(v, `${k}.${kk}`).toMatch(/[а-яё]/i);
    }
  });
  test('functions give Russian text in Russian', () => {
    expect(ru.refusedOverlap(3, 'cue')).toBe('Шар 3 нельзя поставить сюда: он наложится на биток.');
    expect(ru.shotOver(3)).toBe('Удар окончен: 3 события.');
    expect(en.shotOver(1)).toBe('Shot over: 1 event.');
  });
});

describe('game strings (loaded with a game)', () => {
  test('same keys in both languages, Russian in Russian', () => {
    expect(keys(GAME_RU)).toEqual(keys(GAME_EN));
    for (const [k, v] of Object.entries(GAME_RU)) {
      if (typeof v === 'string') expect(v, k).toMatch(/[а-яё]/i);
      if (v && typeof v === 'object')
        expect(keys(v), k).toEqual(keys((GAME_EN as unknown as Record<string, object>)[k] ?? {}));
    }
    expect(GAME_RU.stepShot(3, 'B')).toBe('3. Удар игрока B');
    expect(GAME_EN.foulsInRow(2)).toBe('2 fouls in a row');
  });
});
