/**
 * Every public referee case (examples/referee/cases) through the referee command, compared as
 * the contract says. Cases of games not implemented yet must be refused cleanly (exit 2, `game`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REFEREES } from '../../src/core/rules/index.ts';
import type { GameId } from '../../src/core/vocabulary/index.ts';
import { compareRuling } from './compare.ts';
import { casesDir, runReferee, spawnReferee } from './run-cli.ts';

interface CaseFile {
  id: string;
  title: string;
  case: { game: GameId } & Record<string, unknown>;
  expect: Array<Record<string, unknown> & { step: number }>;
}

const files = readdirSync(casesDir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const cases: CaseFile[] = files.map((f) => JSON.parse(readFileSync(join(casesDir, f), 'utf8')) as CaseFile);
const supported = cases.filter((c) => REFEREES[c.case.game].status === 'supported');
const unsupported = cases.filter((c) => REFEREES[c.case.game].status !== 'supported');

describe('public referee cases through the CLI', () => {
  test('the cases directory is found and not empty', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  // one batch run for all supported cases: also exercises batch mode
  const batch = supported.length ? spawnReferee(JSON.stringify(supported.map((c) => c.case))) : null;
  const outputs =
    batch && batch.status === 0 ? (JSON.parse(batch.stdout) as Array<{ rulings: Array<Record<string, unknown>> }>) : [];

  test('the batch run succeeds with nothing on stderr', () => {
    expect(batch?.stderr ?? '').toBe('');
    expect(batch?.status ?? 0).toBe(0);
  });

  test.each(supported.map((c, i) => [c.id, c.title, i] as const))('%s: %s', (_id, _title, i) => {
    const c = supported[i] as CaseFile;
    const rulings = outputs[i]?.rulings ?? [];
    for (const want of c.expect) {
      const got = rulings.find((r) => r.step === want.step);
      expect(got, `ruling for step ${want.step}`).toBeDefined();
      expect(compareRuling(got as Record<string, unknown>, want), `step ${want.step}`).toEqual([]);
    }
  });

  test.each(unsupported.map((c) => [c.id, c.case.game] as const))(
    '%s (%s, not implemented yet) is refused with exit 2 naming `game`',
    (id, game) => {
      const c = unsupported.find((x) => x.id === id) as CaseFile;
      const r = runReferee(JSON.stringify(c.case));
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim()).toBe(`game: ${game} is not supported yet (planned in issue 8)`);
    },
  );
});
