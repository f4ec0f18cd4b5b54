import { describe, expect, test } from 'vitest';
import type { MatchSetup } from '../core/match/controller.ts';
import { nineBallMatch } from '../core/match/testing.ts';
import { type KeyStore, loadMatches, MATCH_PREFIX, newMatch, readMatch, saveMatch } from './storage.ts';

class MapStore implements KeyStore {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

const SETUP: MatchSetup = nineBallMatch();
const good = newMatch(SETUP, new Date('2026-12-02T10:00:00Z'), 'm1');
const KEY = `${MATCH_PREFIX}m1`;
const withField = (patch: Record<string, unknown>) => JSON.stringify({ ...good, ...patch });

describe('stored matches', () => {
  test('several matches side by side, newest first, read back as written', () => {
    const store = new MapStore();
    const older = { ...good, entries: [{ kind: 'shot' as const, balls: [1 as const] }] };
    const newer = {
      ...newMatch({ ...SETUP, game: 'straight-pool', race: 1, target: 25 }, new Date('2026-12-02T11:00:00Z'), 'm2'),
    };
    expect(saveMatch(store, older)).toBeNull();
    expect(saveMatch(store, newer)).toBeNull();
    store.setItem('other.key', 'not ours');
    expect(loadMatches(store)).toEqual({ matches: [newer, older], problems: [] });
  });

  test.each<[string, string, string]>([
    ['not JSON', '{"version":1', 'not JSON'],
    ['an unknown field', withField({ note: 'x' }), 'note: unknown field'],
    ['a newer version', withField({ version: 2 }), 'version: expected 1'],
    [
      'a ball that does not exist',
      withField({ entries: [{ kind: 'shot', balls: [16] }] }),
      'entries[0].balls[0]: at most 15',
    ],
    [
      'a foul not on the list',
      withField({ entries: [{ kind: 'shot', balls: [], foul: 'sneeze' }] }),
      'entries[0].foul: expected "scratch" or "no-contact" or "wrong-ball-first" or "no-rail" or "cue-ball-off-table" or "double-hit" or "push-shot" or "touched-ball" or "no-foot-on-floor"',
    ],
    ['a race of zero', withField({ setup: { ...SETUP, race: 0 } }), 'setup.race: at least 1'],
    [
      'a side pocket that is a corner',
      withField({ entries: [{ kind: 'shot', balls: [], sidePocket: 'foot-left' }] }),
      'entries[0].sidePocket: expected "side-left" or "side-right"',
    ],
    ['a pea of 16', withField({ setup: { ...SETUP, game: 'kelly-pool', peas: [3, 16] } }), 'setup.peas[1]: at most 15'],
    ['one pea only', withField({ setup: { ...SETUP, game: 'kelly-pool', peas: [3] } }), 'setup.peas: at least 2'],
    [
      'the same pea twice',
      withField({ setup: { ...SETUP, game: 'kelly-pool', peas: [3, 3] } }),
      'setup.peas: two players cannot draw the same pea',
    ],
    [
      'a weaker player who does not play',
      withField({ setup: { ...SETUP, game: 'mr-and-mrs', novice: ['Cid'] } }),
      'setup.novice: not one of the players',
    ],
    ['stored under another id', withField({ id: 'm9' }), 'id: does not match the key it is stored under'],
  ])('%s is reported naming the field, and kept', (_name, text, message) => {
    const store = new MapStore();
    store.setItem(KEY, text);
    expect(readMatch(KEY, text)).toEqual({ key: KEY, message });
    expect(loadMatches(store)).toEqual({ matches: [], problems: [{ key: KEY, message }] });
    expect(store.getItem(KEY)).toBe(text);
  });
});

describe('a match stored before the peas, the weaker players and the side pocket', () => {
  test('reads as it did: the same setup and entries, no new field', () => {
    // the text the page stored then, byte for byte
    const text =
      '{"version":1,"id":"m1","created":"2026-12-02T10:00:00.000Z","updated":"2026-12-02T10:05:00.000Z","setup":{"game":"side-pocket-one","players":["Ann","Bob"],"race":3,"breakOrder":"winner","edition":"wpa-1999","wheelchair":false,"referee":true},"entries":[{"kind":"shot","balls":[]},{"kind":"shot","balls":[3],"pocket":"foot-right"}],"redo":[]}';
    const m = readMatch(KEY, text);
    expect(m).toEqual(JSON.parse(text));
    expect(JSON.stringify(m)).toBe(text);
  });
});

describe('the games, teams and break orders kept', () => {
  test.each<[string, Partial<MatchSetup>]>([
    ['a six-ball match', { game: 'six-ball' }],
    ['Odd Ball to 15 points', { game: 'odd-ball', target: 15 }],
    ['the trailing break order', { breakOrder: 'trailing' }],
    ['Kelly Pool with the private numbers', { game: 'kelly-pool', peas: [7, 12] }],
    ['Mr. & Mrs. with a weaker player', { game: 'mr-and-mrs', novice: ['Bob'] }],
    [
      'two teams',
      {
        players: ['Ann', 'Bob'],
        teams: [
          ['Ann', 'Cid'],
          ['Bob', 'Dan', 'Eve'],
        ],
      },
    ],
  ])('%s is read back as written', (_name, patch) => {
    const m = newMatch({ ...SETUP, ...patch }, new Date('2026-12-02T10:00:00Z'), 'm1');
    expect(readMatch(KEY, JSON.stringify(m))).toEqual(m);
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['cutthroat (three or five players)', { game: 'cutthroat' }, 'setup.game: expected'],
    ['a team of nine', { teams: [['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], ['j']] }, 'setup.teams[0]: at most 8'],
    ['an empty team', { teams: [[], ['j']] }, 'setup.teams[0]: at least 1'],
    ['a break order not of the contract', { breakOrder: 'random' }, 'setup.breakOrder: expected'],
  ])('%s is refused naming the field', (_name, patch, message) => {
    const r = readMatch(KEY, withField({ setup: { ...SETUP, ...patch } }));
    expect('message' in r ? r.message : '').toContain(message);
  });
});
