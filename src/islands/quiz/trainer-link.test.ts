/**
 * The trainer's links: "drill my wrong ones" carries the edition the paper was sat under, and the
 * trainer reads that edition back; an unknown edition is a problem naming the parameter.
 */
import { describe, expect, test } from 'vitest';
import { drillHref, editionParam } from './trainer-link.ts';

describe('drillHref', () => {
  test('the questions in order, under the edition of the paper', () => {
    const href = drillHref('ru', ['8b-foul-01#2', 'gen-9b-0042~current'], 'wpa-current');
    expect(href).toBe('/ru/trainer/?drill=8b-foul-01%232%2Cgen-9b-0042~current&edition=wpa-current');
    const q = new URL(href, 'https://example.org').searchParams;
    expect(q.get('drill')?.split(',')).toEqual(['8b-foul-01#2', 'gen-9b-0042~current']);
    expect(editionParam(q)).toEqual({ ok: true, edition: 'wpa-current' });
  });

  test('a paper under the 1999 rules sends the learner to the 1999 rules', () => {
    const q = new URL(drillHref('en', ['x#0'], 'wpa-1999'), 'https://example.org').searchParams;
    expect(editionParam(q)).toEqual({ ok: true, edition: 'wpa-1999' });
  });
});

describe('editionParam', () => {
  test('absent: the learner chooses', () => {
    expect(editionParam(new URLSearchParams('drill=a%230'))).toEqual({ ok: true, edition: null });
  });

  test.each(['wpa-2016', 'WPA-CURRENT', '', 'current'])('%j is refused, naming the parameter and the value', (v) => {
    expect(editionParam(new URLSearchParams({ edition: v }))).toEqual({ ok: false, param: 'edition', value: v });
  });
});
