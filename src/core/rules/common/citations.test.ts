/**
 * The decisive paragraph comes first in `rules`: for a ball foul, the game's own paragraph for it
 * (nine-ball 5.8 for a wrong ball first), not the general rules the kit cites with it (3.18, 3.19,
 * 3.17). Checked in every game that has such a paragraph.
 */
import { describe, expect, test } from 'vitest';
import { explain } from '../../../i18n/rulings/index.ts';
import type { GameId, ShotEvent } from '../../vocabulary/index.ts';
import { ev, game, shot } from '../build.ts';
import { lastRuling } from '../testing.ts';
import type { GameSetup } from './types.ts';

const wrong: ShotEvent[] = [ev.hit(5), ev.rail(5)];
const noRail: ShotEvent[] = [ev.hit(1)];
const noContact: ShotEvent[] = [ev.rail('cue')];
const scratch: ShotEvent[] = [ev.hit(1), ev.rail(1), ev.pocket('cue', 'foot-left')];

type Row = [game: GameId, shot: string, events: ShotEvent[], first: string];
const ROWS: Row[] = [
  ['nine-ball', 'wrong ball first', wrong, '5.8'],
  ['nine-ball', 'no contact', noContact, '5.8'],
  ['nine-ball', 'no rail', noRail, '5.9'],
  ['eight-ball', 'no rail', noRail, '4.11'],
  ['eight-ball', 'no contact', noContact, '4.11'],
  ['straight-pool', 'no rail', noRail, '6.7.2'],
  ['straight-pool', 'scratch', scratch, '6.10'],
  ['six-ball', 'wrong ball first', wrong, 'six-ball/8.1'],
  ['six-ball', 'scratch', scratch, 'six-ball/11'],
  ['card-ball', 'no rail', noRail, 'card-ball/9'],
  ['card-ball', 'scratch', scratch, 'card-ball/13'],
  ['bowlliards', 'no rail', noRail, 'bowlliards/8'],
  ['cutthroat', 'own ball first', noRail, 'cutthroat/9.1'],
  ['cutthroat', 'own ball first and a scratch', scratch, 'cutthroat/9.1'],
  ['cowboy', 'no rail', noRail, 'cowboy/6.2'],
  ['cowboy', 'scratch', scratch, 'cowboy/9'],
  ['forty-one', 'no rail', noRail, 'forty-one/9.4'],
  ['forty-one', 'scratch', scratch, 'forty-one/12'],
  ['kelly-pool', 'wrong ball first', wrong, 'kelly-pool/9.3'],
  ['kelly-pool', 'scratch', scratch, 'kelly-pool/12'],
  ['mr-and-mrs', 'wrong ball first', wrong, 'mr-and-mrs/8.2'],
  ['mr-and-mrs', 'scratch', scratch, 'mr-and-mrs/11'],
  ['odd-ball', 'wrong ball first', wrong, 'odd-ball/8.1'],
  ['odd-ball', 'scratch', scratch, 'odd-ball/11'],
  ['cribbage', 'no rail', noRail, 'cribbage/9.5'],
  ['cribbage', 'scratch', scratch, 'cribbage/12'],
  ['side-pocket-one', 'no rail', noRail, 'side-pocket-one/7.5'],
  ['side-pocket-one', 'scratch', scratch, 'side-pocket-one/10'],
];

function setupOf(g: GameId): GameSetup {
  if (g === 'cowboy') return { shooter: 'A', onTable: [1, 3, 5], score: { A: 20, B: 0 } };
  if (g === 'bowlliards') return { shooter: 'A', onTable: [1, 2, 5, 9, 10], frame: 1, inning: 1 } as GameSetup;
  const s: GameSetup = {
    shooter: 'A',
    onTable: g === 'nine-ball' ? [1, 2, 5, 9] : g === 'six-ball' ? [1, 2, 5, 6] : [1, 2, 5, 6, 9, 10, 11],
  };
  if (g === 'eight-ball') s.groups = { A: 'solids', B: 'stripes' };
  return s;
}

describe('the decisive paragraph comes first', () => {
  test.each(ROWS)('%s, %s', (g, _name, events, first) => {
    const players = g === 'cutthroat' ? ['A', 'B', 'C'] : ['A', 'B'];
    const r = lastRuling(game(g, [shot('A', events)], { setup: setupOf(g), players }));
    expect(r.foul).toBe(true);
    expect(r.rules[0]).toBe(first);
    // the explanation lists the rules in the same order
    expect(explain(r, 'en').indexOf(first)).toBeLessThan(explain(r, 'en').indexOf('3.'));
  });

  test("a game's own foul and an illegal break lead with their paragraph", () => {
    const overNinety = lastRuling(
      game('cowboy', [shot('A', [ev.hit(3), ev.pocket(3), ev.hit(5, 'cue')])], {
        setup: { shooter: 'A', onTable: [1, 3, 5], score: { A: 88, B: 0 } },
      }),
    );
    expect(overNinety.fouls).toContain('cowboy/over-ninety');
    expect(overNinety.rules[0]).toBe('cowboy/6.4');
    const dry = lastRuling(game('eight-ball', [shot('A', [ev.hit(1), ev.rail(2)])]));
    expect(dry.fouls).toEqual(['illegal-break']);
    expect(dry.rules[0]).toBe('4.5');
  });
});

test('a ball announced frozen and no rail after it: 3.38 decides, before the game paragraph', () => {
  const r = lastRuling(
    game('eight-ball', [shot('A', [ev.hit(1)], { frozen: [1] })], {
      setup: { shooter: 'A', onTable: [1, 8, 10], groups: { A: 'solids', B: 'stripes' } },
    }),
  );
  expect(r.fouls).toEqual(['no-rail']);
  expect(r.rules[0]).toBe('3.38');
  expect(r.rules).toContain('4.11');
});
