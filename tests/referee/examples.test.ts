/**
 * The example logs of the recreational games (examples/referee/<game-id>/*.json,
 * in the public cases' format) through the referee command in one batch process, compared as the
 * contract says (compare.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { hasEditions } from '../../src/core/editions/games.ts';
import { REFEREES } from '../../src/core/rules/index.ts';
import { GAME_IDS, type GameId } from '../../src/core/vocabulary/index.ts';
import { compareRuling } from './compare.ts';
import { repoRoot, spawnReferee } from './run-cli.ts';

/**
 * Every game but the four of issue 4, whose cases are the public ones (examples/referee/cases, cases.test.ts):
 * the games the current WPA rules do not cover (their descriptors').
 */
const RECREATIONAL: GameId[] = GAME_IDS.filter((g) => !hasEditions(g));

interface ExampleFile {
  id: string;
  title: string;
  file: string;
  case: { game: GameId } & Record<string, unknown>;
  expect: Array<Record<string, unknown> & { step: number }>;
}

const dir = join(repoRoot, 'examples/referee');
const examples: ExampleFile[] = RECREATIONAL.filter((g) => REFEREES[g].status === 'supported').flatMap((g) => {
  const d = join(dir, g);
  if (!existsSync(d)) return [];
  return readdirSync(d)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({
      ...(JSON.parse(readFileSync(join(d, f), 'utf8')) as Omit<ExampleFile, 'file'>),
      file: `${g}/${f}`,
    }));
});

describe('example logs of the recreational games through the referee command', () => {
  test('every supported recreational game has at least four examples', () => {
    for (const g of RECREATIONAL.filter((id) => REFEREES[id].status === 'supported')) {
      expect(examples.filter((e) => e.case.game === g).length, g).toBeGreaterThanOrEqual(4);
    }
  });

  const batch = examples.length ? spawnReferee(JSON.stringify(examples.map((e) => e.case))) : null;
  const outputs =
    batch && batch.status === 0 ? (JSON.parse(batch.stdout) as Array<{ rulings: Array<Record<string, unknown>> }>) : [];

  test('the batch run succeeds with nothing on stderr', () => {
    expect(batch?.stderr ?? '').toBe('');
    expect(batch?.status ?? 0).toBe(0);
  });

  test.each(examples.map((e, i) => [e.file, e.title, i] as const))('%s: %s', (_f, _t, i) => {
    const e = examples[i] as ExampleFile;
    const rulings = outputs[i]?.rulings ?? [];
    for (const want of e.expect) {
      const got = rulings.find((r) => r.step === want.step);
      expect(got, `ruling for step ${want.step}`).toBeDefined();
      expect(compareRuling(got as Record<string, unknown>, want), `step ${want.step}`).toEqual([]);
    }
  });
});
