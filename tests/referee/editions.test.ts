/**
 * The log's `edition` at the command's edge: `wpa-1999` (the default) rules every example log
 * byte for byte as a log that names no edition; `wpa-current` is refused for the games the
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
    expect(cases.length).toBeGreaterThan(60);
    const plain = runReferee(JSON.stringify(cases));
    const named = runReferee(JSON.stringify(cases.map((c) => ({ ...c, edition: 'wpa-1999' }))));
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
