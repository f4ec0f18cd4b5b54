/**
 * The match link: a match kept at the table (its setup and the entries logged) as text for an
 * address, `/{lang}/match/#l=<link>`, so a match is shared or moved to another phone by a link
 * and opening it replays the same entries through the same engine.
 *
 * The scenario links (src/core/notation, `v1` … `v3`) carry positions and simulated shots; a match
 * logged at a real table has neither, so it has its own prefix. Version 1, `m1`, and sections
 * separated by `.`, each a letter and its payload, in this order:
 *
 *   m1                     the version
 *   g<game>                a game the match page keeps (MATCH_GAMES: nine-ball, eight-ball,
 *                          straight-pool, and the other race games two sides may play)
 *   p<name>~<name>         the two players, the first breaks first (URI-encoded, `.` and `~` too);
 *                          two teams: each side's players separated by `,` (URI-encoded names never
 *                          hold a bare `,`), in their shooting order: `pAnn,Cid~Bob,Dan`
 *   r<n>                   the race: racks to win, 1 to 1,000 (decimal)
 *   t<n>                   a game with a target only (TARGET_GAMES: 14.1, Honolulu, Odd Ball), optional:
 *                          points or balls to win a game (decimal, 1 to 10,000)
 *   k<pea><pea>            Kelly Pool only (PEA_GAMES), optional: the private numbers of the first and
 *                          the second player (hex digits 1-f, two different ones), kelly-pool/5
 *   n<player>...           Mr. & Mrs. only (NOVICE_GAMES), optional: the weaker players, each a hex
 *                          digit, his place in the shooting order (as for `d`), mr-and-mrs/1
 *   o<order>[flags]        the break order (w winner, a alternate, l loser, t trailing), then any of:
 *                          c the current WPA rules (absent: 1999), h a wheelchair match, n no referee
 *   x<entry>~<entry>...    the entries, in order (none: `x` alone):
 *     s<balls>[fields]       a shot: the balls pocketed (hex digits 1-f), then optional fields:
 *                            n<foul> a foul of the short list (one base64url digit, its index in
 *                            MATCH_FOULS), y safety, u push out, k<pocket> the pocket called
 *                            (0-5, its index in POCKET_IDS: the 8's, or balls not as called),
 *                            i<pocket> the breaker's side pocket for the 1-ball (2 or 3, a side
 *                            pocket's index in POCKET_IDS; side-pocket-one/7.3)
 *     c<option>              a choice (one base64url digit, its index in GENERAL_OPTIONS)
 *     w                      the referee's warning
 *     d<player><level>       a conduct penalty: the player (0 or 1; with teams a hex digit, his
 *                            place in the shooting order), the level (its index in CONDUCT_LEVELS)
 *     q<player>              a concession by the player (as for `d`)
 *     r                      the next rack
 *
 * The format is frozen: a later version gets a new prefix and this parser stays. Sections and
 * fields are only ever added, optional, with letters an older link never held (`k`, `n`, the
 * shot's `i`), so every older link reads as it did. `parseMatchLink`
 * never throws: bad text gives a reason naming the field. It checks the text, not the match: an
 * entry the engine refuses is found when the match is replayed.
 */
import type { ConductLevel, ObjectBall, PocketId } from '../vocabulary/index.ts';
import { CONDUCT_LEVELS, POCKET_IDS } from '../vocabulary/index.ts';
import type { MatchSetup } from './controller.ts';
import type { Entry } from './entries.ts';
import {
  GENERAL_OPTIONS,
  isMatchGame,
  MATCH_FOULS,
  MAX_NAME,
  MAX_RACE,
  MAX_TEAM,
  NOVICE_GAMES,
  PEA_GAMES,
  playingOrder,
  SIDE_POCKET_IDS,
  TARGET_GAMES,
} from './names.ts';

/** The longest link read (about 10,000 entries). */
export const MAX_MATCH_LINK = 65_536;
const MAX_ENTRIES = 10_000;
const MAX_TARGET = 10_000;
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const ORDERS = { w: 'winner', a: 'alternate', l: 'loser', t: 'trailing' } as const;

export interface MatchLink {
  setup: MatchSetup;
  entries: Entry[];
}

export type MatchLinkResult =
  | { readonly ok: true; readonly value: MatchLink }
  | { readonly ok: false; readonly field: string; readonly reason: string };

class Bad extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}

const name = (s: string) => encodeURIComponent(s).replace(/\./g, '%2E').replace(/~/g, '%7E');

function makeEntry(e: Entry, players: readonly string[]): string {
  switch (e.kind) {
    case 'shot': {
      let out = `s${e.balls.map((b) => b.toString(16)).join('')}`;
      if (e.foul !== undefined) out += `n${B64[MATCH_FOULS.indexOf(e.foul)]}`;
      if (e.safety) out += 'y';
      if (e.pushOut) out += 'u';
      if (e.pocket !== undefined) out += `k${POCKET_IDS.indexOf(e.pocket)}`;
      if (e.sidePocket !== undefined) out += `i${POCKET_IDS.indexOf(e.sidePocket)}`;
      return out;
    }
    case 'choose':
      return `c${B64[(GENERAL_OPTIONS as readonly string[]).indexOf(e.option)]}`;
    case 'warning':
      return 'w';
    case 'conduct':
      return `d${players.indexOf(e.by).toString(16)}${CONDUCT_LEVELS.indexOf(e.level)}`;
    case 'concede':
      return `q${players.indexOf(e.by).toString(16)}`;
    case 'newRack':
      return 'r';
  }
}

/** The link text of a match (entries the format cannot hold are a programming error: they throw). */
export function makeMatchLink(setup: MatchSetup, entries: readonly Entry[]): string {
  const s = setup;
  const order = Object.entries(ORDERS).find(([, v]) => v === s.breakOrder)?.[0] ?? 'w';
  const flags = `${s.edition === 'wpa-current' ? 'c' : ''}${s.wheelchair ? 'h' : ''}${s.referee ? '' : 'n'}`;
  const sides = s.teams ? s.teams.map((t) => t.map(name).join(',')) : s.players.map(name);
  const parts = ['m1', `g${s.game}`, `p${sides.join('~')}`, `r${s.race}`];
  if (TARGET_GAMES.includes(s.game) && s.target !== undefined) parts.push(`t${s.target}`);
  const order16 = playingOrder(s);
  if (PEA_GAMES.includes(s.game) && s.peas) parts.push(`k${s.peas.map((b) => b.toString(16)).join('')}`);
  if (NOVICE_GAMES.includes(s.game) && s.novice?.length)
    parts.push(`n${s.novice.map((p) => order16.indexOf(p).toString(16)).join('')}`);
  parts.push(`o${order}${flags}`, `x${entries.map((e) => makeEntry(e, order16)).join('~')}`);
  return parts.join('.');
}

// ----------------------------------------------------------------------------- parse

function wholeNumber(text: string, field: string, max: number): number {
  if (!/^[1-9]\d{0,5}$/.test(text)) throw new Bad(field, `"${text.slice(0, 12)}" is not a whole number from 1`);
  const n = Number(text);
  if (n > max) throw new Bad(field, `at most ${max.toLocaleString('en')}`);
  return n;
}

/** The `p` section: two players, or two teams (names separated by `,`). */
function parsePlayers(text: string): Pick<MatchSetup, 'players' | 'teams'> {
  const sides = text.split('~');
  if (sides.length !== 2) throw new Bad('players', `expected two names separated by "~", got ${sides.length}`);
  const seen = new Set<string>();
  const decode = (n: string, at: string): string => {
    let s: string;
    try {
      s = decodeURIComponent(n);
    } catch {
      throw new Bad(at, 'not valid URI-encoded text');
    }
    if (s.length === 0 || s.length > MAX_NAME) throw new Bad(at, `a name has 1 to ${MAX_NAME} characters`);
    if (seen.has(s)) throw new Bad(at, 'the same name as another player');
    seen.add(s);
    return s;
  };
  if (!text.includes(',')) {
    const players = sides.map((n, i) => {
      try {
        return decode(n, `players[${i}]`);
      } catch (e) {
        if (e instanceof Bad && i === 1 && e.reason.startsWith('the same'))
          throw new Bad('players[1]', 'the same name as the first player');
        throw e;
      }
    });
    return { players: players as [string, string] };
  }
  const teams = sides.map((side, i) => {
    const names = side.split(',');
    if (names.length > MAX_TEAM) throw new Bad(`teams[${i}]`, `at most ${MAX_TEAM} players`);
    return names.map((n, k) => decode(n, `teams[${i}][${k}]`));
  }) as [string[], string[]];
  return { players: [teams[0][0] as string, teams[1][0] as string], teams };
}

function parseEntry(text: string, field: string, players: readonly string[]): Entry {
  const kind = text[0];
  const rest = text.slice(1);
  const player = (c: string | undefined, at: string): string => {
    const i = c !== undefined && /^[0-9a-f]$/.test(c) ? Number.parseInt(c, 16) : -1;
    if (i < 0 || i >= players.length)
      throw new Bad(at, `"${c ?? ''}" is not a player (0 to ${(players.length - 1).toString(16)})`);
    return players[i] as string;
  };
  const exact = (n: number) => {
    if (rest.length !== n) throw new Bad(field, `expected ${n} characters after "${kind}", got ${rest.length}`);
  };
  switch (kind) {
    case 's':
      return parseShot(rest, field);
    case 'c': {
      exact(1);
      const option = GENERAL_OPTIONS[B64.indexOf(rest)];
      if (option === undefined) throw new Bad(`${field}.option`, `"${rest}" is not an option`);
      return { kind: 'choose', option };
    }
    case 'w':
      exact(0);
      return { kind: 'warning' };
    case 'd': {
      exact(2);
      const by = player(rest[0], `${field}.by`);
      const level = CONDUCT_LEVELS[Number(rest[1])] as ConductLevel | undefined;
      if (level === undefined || !/^\d$/.test(rest[1] ?? ''))
        throw new Bad(`${field}.level`, `"${rest[1]}" is not a penalty level`);
      return { kind: 'conduct', by, level };
    }
    case 'q':
      exact(1);
      return { kind: 'concede', by: player(rest[0], `${field}.by`) };
    case 'r':
      exact(0);
      return { kind: 'newRack' };
    default:
      throw new Bad(field, `"${(kind ?? '').slice(0, 1)}" is not an entry (s, c, w, d, q or r)`);
  }
}

function parseShot(text: string, field: string): Entry {
  const balls: ObjectBall[] = [];
  let k = 0;
  while (k < text.length && /[1-9a-f]/.test(text[k] as string)) {
    const b = Number.parseInt(text[k] as string, 16) as ObjectBall;
    if (balls.includes(b)) throw new Bad(`${field}.balls`, `ball ${b} given twice`);
    balls.push(b);
    k += 1;
  }
  const e: { -readonly [K in keyof Extract<Entry, { kind: 'shot' }>]: Extract<Entry, { kind: 'shot' }>[K] } = {
    kind: 'shot',
    balls,
  };
  const once = (v: unknown, name: string) => {
    if (v !== undefined) throw new Bad(`${field}.${name}`, 'given twice');
  };
  while (k < text.length) {
    const c = text[k] as string;
    const arg = text[k + 1] ?? '';
    if (c === 'n') {
      once(e.foul, 'foul');
      const foul = MATCH_FOULS[B64.indexOf(arg)];
      if (arg === '' || foul === undefined) throw new Bad(`${field}.foul`, `"${arg}" is not a foul of the short list`);
      e.foul = foul;
      k += 2;
    } else if (c === 'y') {
      once(e.safety, 'safety');
      e.safety = true;
      k += 1;
    } else if (c === 'u') {
      once(e.pushOut, 'pushOut');
      e.pushOut = true;
      k += 1;
    } else if (c === 'k') {
      once(e.pocket, 'pocket');
      const pocket = /^\d$/.test(arg) ? (POCKET_IDS[Number(arg)] as PocketId | undefined) : undefined;
      if (pocket === undefined) throw new Bad(`${field}.pocket`, `"${arg}" is not a pocket (0-5)`);
      e.pocket = pocket;
      k += 2;
    } else if (c === 'i') {
      once(e.sidePocket, 'sidePocket');
      const pocket = /^\d$/.test(arg) ? POCKET_IDS[Number(arg)] : undefined;
      const side = SIDE_POCKET_IDS.find((p) => p === pocket);
      if (side === undefined) throw new Bad(`${field}.sidePocket`, `"${arg}" is not a side pocket (2 or 3)`);
      e.sidePocket = side;
      k += 2;
    } else if (c === '0') throw new Bad(`${field}.balls`, 'the cue ball is not an object ball pocketed');
    else throw new Bad(`${field}`, `"${c}" is not a field of a shot (n, y, u, k or i)`);
  }
  return e;
}

/** The `k` section: the two players' private numbers (kelly-pool/5), two different hex digits 1-f. */
function parsePeas(text: string, game: string): [ObjectBall, ObjectBall] {
  if (!PEA_GAMES.includes(game as MatchSetup['game'])) throw new Bad('peas', `${game} has no private numbers`);
  if (!/^[1-9a-f]{2}$/.test(text)) throw new Bad('peas', `"${text.slice(0, 8)}" is not two numbers 1-f`);
  const peas = [...text].map((c) => Number.parseInt(c, 16) as ObjectBall) as [ObjectBall, ObjectBall];
  if (peas[0] === peas[1]) throw new Bad('peas', `pea ${peas[0]} is drawn twice`);
  return peas;
}

/** The `n` section: the weaker players (mr-and-mrs/1), each his place in the shooting order, once. */
function parseNovice(text: string, game: string, order: readonly string[]): string[] {
  if (!NOVICE_GAMES.includes(game as MatchSetup['game'])) throw new Bad('novice', `${game} has no weaker players`);
  if (text === '') throw new Bad('novice', 'empty (leave the section out)');
  const out: string[] = [];
  for (const c of text) {
    const i = /^[0-9a-f]$/.test(c) ? Number.parseInt(c, 16) : -1;
    const p = order[i];
    if (p === undefined) throw new Bad('novice', `"${c}" is not a player (0 to ${(order.length - 1).toString(16)})`);
    if (out.includes(p)) throw new Bad('novice', `${p} given twice`);
    out.push(p);
  }
  return out;
}

function read(text: string): MatchLink {
  const sections = text.split('.');
  const [version, ...rest] = sections;
  if (version !== 'm1')
    throw new Bad(
      'version',
      /^m\d+$/.test(version ?? '')
        ? `${version} is not supported by this version of the app`
        : `expected "m1" at the start, got "${(version ?? '').slice(0, 12)}"`,
    );
  const bySection = new Map<string, string>();
  const ORDER = ['g', 'p', 'r', 't', 'k', 'n', 'o', 'x'];
  let last = -1;
  const FIELD: Record<string, string> = {
    g: 'game',
    p: 'players',
    r: 'race',
    t: 'target',
    k: 'peas',
    n: 'novice',
    o: 'options',
    x: 'entries',
  };
  for (const s of rest) {
    const key = s[0] ?? '';
    const at = ORDER.indexOf(key);
    if (at < 0) throw new Bad('link', `"${key}" is not a section (g, p, r, t, k, n, o, x)`);
    if (at <= last) throw new Bad(FIELD[key] as string, 'given twice or out of order');
    last = at;
    bySection.set(key, s.slice(1));
  }
  for (const key of ['g', 'p', 'r', 'o', 'x']) if (!bySection.has(key)) throw new Bad(FIELD[key] as string, 'missing');
  const gameText = bySection.get('g') as string;
  const game = isMatchGame(gameText) ? gameText : undefined;
  if (!game) throw new Bad('game', `"${gameText.slice(0, 20)}" is not a game the match page keeps`);
  const sides = parsePlayers(bySection.get('p') as string);
  const race = wholeNumber(bySection.get('r') as string, 'race', MAX_RACE);
  let target: number | undefined;
  if (bySection.has('t')) {
    if (!TARGET_GAMES.includes(game)) throw new Bad('target', `${game} has no points to win (options.target)`);
    target = wholeNumber(bySection.get('t') as string, 'target', MAX_TARGET);
  }
  const o = bySection.get('o') as string;
  const breakOrder = ORDERS[o[0] as keyof typeof ORDERS];
  if (!breakOrder) throw new Bad('options.breakOrder', `"${o.slice(0, 1)}" is not a break order (w, a, l or t)`);
  const flags = o.slice(1);
  if (!/^c?h?n?$/.test(flags)) throw new Bad('options', `"${flags.slice(0, 8)}" is not "c", "h", "n" in that order`);
  const order = playingOrder(sides);
  const peas = bySection.has('k') ? parsePeas(bySection.get('k') as string, game) : undefined;
  const novice = bySection.has('n') ? parseNovice(bySection.get('n') as string, game, order) : undefined;
  const setup: MatchSetup = {
    game,
    ...sides,
    race,
    ...(target !== undefined ? { target } : {}),
    ...(peas !== undefined ? { peas } : {}),
    ...(novice !== undefined ? { novice } : {}),
    breakOrder,
    edition: flags.includes('c') ? 'wpa-current' : 'wpa-1999',
    wheelchair: flags.includes('h'),
    referee: !flags.includes('n'),
  };
  const x = bySection.get('x') as string;
  const tokens = x === '' ? [] : x.split('~');
  if (tokens.length > MAX_ENTRIES) throw new Bad('entries', `more than ${MAX_ENTRIES.toLocaleString('en')}`);
  const entries = tokens.map((t, i) => parseEntry(t, `entries[${i}]`, order));
  return { setup, entries };
}

/** Reads a match link; never throws. */
export function parseMatchLink(text: unknown): MatchLinkResult {
  try {
    if (typeof text !== 'string') return { ok: false, field: 'link', reason: 'not text' };
    if (text.length === 0) return { ok: false, field: 'link', reason: 'empty' };
    if (text.length > MAX_MATCH_LINK)
      return { ok: false, field: 'link', reason: `longer than ${MAX_MATCH_LINK} characters` };
    return { ok: true, value: read(text) };
  } catch (e) {
    if (e instanceof Bad) return { ok: false, field: e.field, reason: e.reason };
    return { ok: false, field: 'link', reason: 'could not be read' };
  }
}
