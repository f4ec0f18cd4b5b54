/**
 * The deciding paragraph is cited first (contract: `rules`, "the decisive one first"): in every
 * example log (examples/referee/**), the first id of an expected ruling's `rules` is the paragraph
 * that decides the step, and the referee's ruling must cite it first. The contract's comparison
 * (compare.ts) only asks that one expected id be cited; this test holds the order.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REFEREES } from '../../src/core/rules/index.ts';
import type { GameId } from '../../src/core/vocabulary/index.ts';
import { repoRoot, runReferee } from './run-cli.ts';

interface Expected {
  step: number;
  foul?: boolean;
  result?: unknown;
  rules?: string[];
}
interface ExampleFile {
  file: string;
  case: { game: GameId };
  expect: Expected[];
}

const root = join(repoRoot, 'examples/referee');
const examples: ExampleFile[] = readdirSync(root)
  .sort()
  .flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => ({ ...JSON.parse(readFileSync(join(root, dir, f), 'utf8')), file: `${dir}/${f}` }) as ExampleFile),
  )
  .filter((e) => REFEREES[e.case.game].status === 'supported');

const out = runReferee(JSON.stringify(examples.map((e) => e.case)));
const rulings: Array<{ rulings: Array<{ step: number; rules: string[] }> }> =
  out.status === 0 ? JSON.parse(out.stdout) : [];

const rows = examples.flatMap((e, i) =>
  e.expect.filter((x) => x.rules !== undefined).map((x) => [e.file, x.step, x.rules?.[0] ?? '', i] as const),
);

describe('the deciding paragraph of every example log is cited first', () => {
  test('the example logs are ruled, and most expectations name their deciding paragraph', () => {
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    expect(rows.length).toBeGreaterThan(150);
  });

  test('an expected foul or result names its deciding paragraph', () => {
    const without = examples.flatMap((e) =>
      e.expect
        .filter((x) => (x.foul === true || (x.result ?? null) !== null) && !x.rules?.length)
        .map((x) => `${e.file} step ${x.step}`),
    );
    expect(without).toEqual([]);
  });

  test.each(rows)('%s step %i: %s first', (_file, step, first, i) => {
    const got = rulings[i]?.rulings.find((r) => r.step === step);
    expect(got?.rules[0]).toBe(first);
  });
});
