/**
 * An explanation says only what happened, and each thing once (issue 12): in seeded random games
 * of every game, no sentence is repeated, the generic list of options never follows a sentence that
 * already states the choice, and "balls pocketed stay down / are spotted" is said only on a step on
 * which a ball dropped (or left the table).
 */
import { describe, expect, test } from 'vitest';
import type { RefereeDoc, Ruling, Step } from '../../core/rules/common/types.ts';
import { playRandom } from '../../core/rules/recreational/random.ts';
import { GAME_IDS } from '../../core/vocabulary/index.ts';
import { explain } from './index.ts';

const GAMES = GAME_IDS.filter((g) => g !== 'lag');
const sentences = (text: string): string[] =>
  text
    .replace(/\((Rules|Правила) [^)]*\.\)$/, '')
    .split(/(?<=[.!?])\s+/)
    .map((x) => x.trim())
    .filter(Boolean);
/** a sentence saying what becomes of balls pocketed on the shot (not the penalty of earlier balls) */
const POCKETED_CLAIM = /\bballs pocketed\b|pocketed (on|or jumped on) (the|a) foul|pocketed on it/i;
const CHOICE_LIST = /^[A-Z] chooses: /;
const STATES_CHOICE = /\bmay (have|play|shoot|accept)\b|accepts the table or|or has (the balls|[A-Z] break)/;

function check(step: Step, r: Ruling): string[] {
  const bad: string[] = [];
  for (const lang of ['en', 'ru'] as const) {
    const ss = sentences(explain(r, lang));
    const dup = ss.find((s, i) => ss.indexOf(s) !== i);
    if (dup) bad.push(`${lang} repeats "${dup}"`);
  }
  const en = sentences(explain(r, 'en'));
  if (en.some((s) => CHOICE_LIST.test(s)) && en.some((s) => STATES_CHOICE.test(s)))
    bad.push(`the choice is said twice: ${explain(r, 'en')}`);
  if (step.kind === 'shot') {
    const dropped = step.shot.events.some((e) => (e.type === 'pocket' || e.type === 'off-table') && e.ball !== 'cue');
    const claim = en.find((s) => POCKETED_CLAIM.test(s) && !/previously pocketed/.test(s));
    if (!dropped && claim) bad.push(`"${claim}" with no ball pocketed`);
  }
  return bad;
}

describe('an explanation says only what happened, each thing once', () => {
  test.each(GAMES)('%s: seeded random games', (g) => {
    const players = g === 'cutthroat' ? ['A', 'B', 'C'] : ['A', 'B'];
    const doc: RefereeDoc = { game: g, players, teams: null, options: {}, setup: null, steps: [] };
    const problems: string[] = [];
    for (let seed = 1; seed <= 6; seed += 1) {
      // Forty-One has no new game in a log: stop before the first game ends
      for (const row of playRandom(doc, seed, g === 'forty-one' ? 12 : 80)) {
        for (const r of [row.implicit, row.ruling]) if (r) problems.push(...check(row.step, r));
      }
    }
    expect([...new Set(problems)].slice(0, 5)).toEqual([]);
  });
});
