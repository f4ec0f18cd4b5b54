import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { OVERRIDES } from '../../src/core/editions/overrides.ts';
import { playRandomGame } from '../../src/core/rules/random-play.ts';
import { ruleHref } from '../../src/islands/ruling.ts';
import { runReferee } from '../referee/run-cli.ts';
import { idsOf, targetOf } from './built-site';

/**
 * Every rule id the referee cites links to a paragraph that exists on the site, in both
 * languages: the ids of random games of every supported game and of the example logs.
 */
function citedIds(): Set<string> {
  const ids = new Set<string>();
  // Random two-player games of the WPA games; the recreational games through their example logs.
  for (const game of ['eight-ball', 'nine-ball', 'straight-pool'] as const) {
    for (let seed = 1; seed <= 60; seed += 1) {
      for (const r of playRandomGame(game, seed, 60).rulings) for (const id of r.rules) ids.add(id);
    }
  }
  // The example logs (recreational games included), through the referee command in one process.
  const root = join(import.meta.dirname, '../../examples/referee');
  const docs = readdirSync(root).flatMap((game) =>
    readdirSync(join(root, game))
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(root, game, f), 'utf8')).case),
  );
  const out = runReferee(JSON.stringify(docs));
  if (out.status !== 0) throw new Error(out.stderr);
  for (const doc of JSON.parse(out.stdout) as Array<{ rulings: Array<{ rules: string[] }> }>) {
    for (const r of doc.rulings) for (const id of r.rules) ids.add(id);
  }
  // The current WPA paragraphs the wpa-current edition cites: only through its overrides (src/core/rules/editions.test.ts)
  for (const o of Object.values(OVERRIDES)) for (const id of o.current) ids.add(id);
  return ids;
}

describe('rules cited by the referee', () => {
  const ids = [...citedIds()].sort();
  test('random games cite many rules', () => {
    expect(ids.length).toBeGreaterThan(50);
  });
  test.each(['ru', 'en'])('every cited rule has its paragraph on the %s pages', (lang) => {
    const missing = ids.filter((id) => {
      const href = ruleHref(lang, id);
      if (!href) return true;
      const target = targetOf(href, '/');
      if (!target) return true;
      try {
        return !idsOf(readFileSync(target.file, 'utf8')).has(target.hash);
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });
});
