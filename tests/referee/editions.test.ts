/**
 * The log's `edition` at the command's edge: `wpa-1999` (the default) rules every example log that
 * names no edition byte for byte as that log; `wpa-current` is refused for the games the
 * current WPA Rules of Play do not cover, and an unknown edition is bad input, both naming the field.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot, runReferee } from './run-cli.ts';

const root = join(repoRoot, 'examples/referee');
const cases: Array<Record<string, unknown>> = readdirSync(root)
  .sort()
  .flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(root, dir, f), 'utf8')).case as Record<string, unknown>),
  );

const minimal = (game: string, edition: unknown) => JSON.stringify({ game, edition, players: ['A', 'B'], steps: [] });

describe('the edition of a log', () => {
  test('every example log rules identically with and without "edition": "wpa-1999"', () => {
    // the logs that name the current rules are ruled under them (their own expectations)
    const unnamed = cases.filter((c) => c.edition === undefined);
    expect(unnamed.length).toBeGreaterThan(60);
    const plain = runReferee(JSON.stringify(unnamed));
    const named = runReferee(JSON.stringify(unnamed.map((c) => ({ ...c, edition: 'wpa-1999' }))));
    expect(plain.status).toBe(0);
    expect(named.status).toBe(0);
    expect(named.stdout).toBe(plain.stdout);
  });

  test.each(['eight-ball', 'nine-ball', 'straight-pool', 'lag'])('%s takes "wpa-current"', (game) => {
    expect(runReferee(minimal(game, 'wpa-current')).status).toBe(0);
  });

  test.each(['cowboy', 'six-ball', 'bowlliards'])('%s refuses "wpa-current": exit 2 naming edition', (game) => {
    const r = runReferee(minimal(game, 'wpa-current'));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^edition: .*no current WPA edition/);
    expect(runReferee(minimal(game, 'wpa-1999')).status).toBe(0);
  });

  test.each(['wpa-2025', 'current', 7])('an unknown edition (%s) is bad input naming edition', (edition) => {
    const r = runReferee(minimal('eight-ball', edition));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^edition: expected "wpa-1999" or "wpa-current"/);
  });

  test('in a batch the refusal names the log', () => {
    const r = runReferee(`[${minimal('eight-ball', 'wpa-current')},${minimal('cowboy', 'wpa-current')}]`);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^\[1\]\.edition: /);
  });
});

describe('the facts the editions need, at the edge', () => {
  const nine = (events: unknown[]) =>
    JSON.stringify({
      game: 'nine-ball',
      players: ['A', 'B'],
      setup: { shooter: 'A', onTable: [3, 5, 9] },
      steps: [{ shot: { by: 'A', events } }],
    });
  const settle = { type: 'settle', ball: 5, pocket: 'foot-left', during: 'shot' };

  test('a settling ball that fell without affecting the shot: "affected": false is taken', () => {
    const r = runReferee(
      nine([
        { type: 'hit', ball: 'cue', target: 3 },
        { ...settle, affected: false },
      ]),
    );
    expect(r.status).toBe(0);
  });

  test.each([
    [
      'affected that is not true or false',
      [{ ...settle, affected: 'no' }],
      /^steps\[0\]\.shot\.events\[0\]\.affected: /,
    ],
    [
      'affected with a ball that stays on the table',
      [{ type: 'settle', ball: 5, during: 'shot', affected: false }],
      /^steps\[0\]\.shot\.events\[0\]\.affected: goes only with a ball that falls into a pocket during the shot/,
    ],
    [
      'affected with a ball that fell before the shot',
      [{ type: 'settle', ball: 5, pocket: 'foot-left', affected: true }],
      /^steps\[0\]\.shot\.events\[0\]\.affected: goes only with/,
    ],
    ['a misspelt field', [{ ...settle, affects: false }], /^steps\[0\]\.shot\.events\[0\].*affects/],
  ])('%s: exit 2 naming the field', (_t, events, message) => {
    const r = runReferee(nine(events));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });

  test('"unrestorable" is heard in the games of both editions, by the referee, and refused elsewhere', () => {
    const log = (game: string) =>
      JSON.stringify({ game, players: ['A', 'B'], steps: [{ announce: { by: 'referee', what: 'unrestorable' } }] });
    const ok = runReferee(log('straight-pool'));
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).rulings[0]).toMatchObject({ next: null, options: ['relag'], rerack: true });
    for (const game of ['eight-ball', 'nine-ball']) expect(runReferee(log(game)).status).toBe(0);
    const refused = runReferee(log('cowboy'));
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/^steps\[0\]\.announce\.what: "unrestorable" has no meaning in cowboy/);
  });
});

describe("the lag's struckLate at the edge (current 1.2)", () => {
  const lagLog = (a: Record<string, unknown>) =>
    JSON.stringify({
      game: 'lag',
      edition: 'wpa-current',
      players: ['A', 'B'],
      steps: [
        {
          lag: {
            A: { events: [{ type: 'rail', ball: 'cue', rail: 'foot' }], final: [0.2, 0.9], ...a },
            B: { events: [{ type: 'rail', ball: 'cue', rail: 'foot' }], final: [0.3, 0.4] },
          },
        },
      ],
    });

  test('a late strike is a re-lag citing WPA 2016 1.2', () => {
    const r = runReferee(lagLog({ struckLate: true }));
    expect(r.status).toBe(0);
    const [ruling] = JSON.parse(r.stdout).rulings;
    expect(ruling).toMatchObject({ options: ['relag'], result: null, rules: ['wpa-1.2'] });
  });

  test.each([
    [{ struckLate: 'yes' }, /^steps\[0\]\.lag\.A\.struckLate: expected true or false/],
    [{ strukLate: true }, /^steps\[0\]\.lag\.A\.strukLate: unknown field/],
  ])('%j is bad input naming the field: exit 2', (a, want) => {
    const r = runReferee(lagLog(a));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(want);
  });
});
