import { describe, expect, test } from 'vitest';
import { ruleAnchorOf } from './rule-anchors.mjs';

describe('rule anchors from heading text', () => {
  test.each([
    // 1999 paragraphs: the number alone
    ['3.10 Cue ball in hand behind the head string', 'rule-3-10'],
    ['6.7.3. Re-racking', 'rule-6-7-3'],
    ['8 Three fouls', 'rule-8'],
    ['6.10 Cue ball jumped off the table or scratched', 'rule-6-10'],
    // current WPA paragraphs: the edition prefix gives another anchor for the same number
    ['WPA 2016 6.10 Bad cue ball placement', 'wpa-6-10'],
    ['WPA 2016 6.10 Неправильное расположение битка', 'wpa-6-10'],
    ['WPA 2016 1.7. Balls settling', 'wpa-1-7'],
    ['WPA 2016 6 Fouls', 'wpa-6'],
    // no number: Astro's slug
    ['Simplified rules', undefined],
    ['WPA rules of play', undefined],
    ['WPA 2016 rules', undefined],
  ])('%s → %s', (text, anchor) => {
    expect(ruleAnchorOf(text)).toBe(anchor);
  });
});
