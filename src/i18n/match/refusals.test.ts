import { describe, expect, test } from 'vitest';
import { EntryError, type MatchSetup, play } from '../../core/match/controller.ts';
import type { Entry } from '../../core/match/entries.ts';
import { nineBallMatch } from '../../core/match/testing.ts';
import { REFEREES, type SupportedGame } from '../../core/rules/registry.ts';
import { refusalWords } from './refusals.ts';

const NINE: MatchSetup = nineBallMatch({ race: 1 });
const breakAndRun: Entry[] = [{ kind: 'shot', balls: [9] }];

/** The engine's reason for the last entry, as the page gets it. */
function reason(entries: Entry[], setup = NINE): string {
  try {
    play(setup, entries, REFEREES[setup.game] as SupportedGame);
  } catch (e) {
    if (e instanceof EntryError) return e.detail;
    throw e;
  }
  throw new Error('the entries were accepted');
}

const CYRILLIC_ONLY = /^[^a-zA-Z]*$/;

describe('why an entry is refused, in the page language', () => {
  test.each<[string, Entry[], MatchSetup, RegExp]>([
    [
      'a shot after the rack is over',
      [
        { kind: 'shot', balls: [9] },
        { kind: 'shot', balls: [] },
      ],
      { ...NINE, race: 3 },
      /партия уже окончена/,
    ],
    [
      'a penalty after the rack is over',
      [
        { kind: 'shot', balls: [9] },
        { kind: 'conduct', by: 'Ann', level: 'warning' },
      ],
      { ...NINE, race: 3 },
      /партия уже окончена/,
    ],
    ['an entry after the match is over', [...breakAndRun, { kind: 'newRack' }], NINE, /матч окончен.*Ann/],
    ['the next rack before the rack is over', [{ kind: 'newRack' }], NINE, /текущая партия ещё не окончена/],
    ['a choice when none is open', [{ kind: 'choose', option: 'pass' }], NINE, /выбирать нечего/],
    [
      'a choice not offered',
      [
        { kind: 'shot', balls: [] },
        { kind: 'shot', balls: [], pushOut: true },
        { kind: 'choose', option: 'rerack' },
      ],
      NINE,
      /не предлагается/,
    ],
  ])('%s: said in Russian, the reason kept in English', (_, entries, setup, ru) => {
    const detail = reason(entries, setup);
    expect(refusalWords('en', detail)).toBe(detail);
    const said = refusalWords('ru', detail);
    expect(said).toMatch(ru);
    expect(said.replace(/Ann|Bob/g, '')).toMatch(CYRILLIC_ONLY);
  });

  test('a reason not listed: a Russian sentence, no English', () => {
    expect(refusalWords('ru', 'steps[3].shot.events[0]: something new')).toMatch(/^правила не позволяют/);
  });
});
