import { describe, expect, test } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { DEFAULT_EDITION } from '../core/editions/overrides.ts';
import { parse } from '../core/notation/index.ts';
import { QUIZ_BANKS } from '../core/quiz/index.ts';
import type { Ruling } from '../core/rules/common/types.ts';
import { referee } from '../core/rules/index.ts';
import { loadGame } from '../core/rules/lazy.ts';
import { runGame } from '../ui/table/game-run.ts';
import { sandboxMachine } from '../ui/table/sandbox.ts';
import { baseId, type ScenarioItem } from './payload.ts';
import { builtBank, scenarioPayload } from './scenario-bank.ts';
import { sandboxHref } from './table-link.ts';

/**
 * One truth: every generated question's "Open on the table" link, read back and played as the table
 * plays it (the sandbox machine fires the link's shot; runGame rules it under the link's rules),
 * rules the shot exactly as the trainer did: the same ruling, field by field and word by word, as
 * the engine's ruling on the stored log, and the same answer the trainer grades against.
 */

/** What the table rules on the link's shot: its first step's ruling, or why there is none. */
async function tableRuling(href: string): Promise<Ruling | string> {
  const r = parse(href.slice(href.indexOf('?') + 1));
  if (!r.ok) return `link: ${r.field}: ${r.reason}`;
  const actor = createActor(sandboxMachine, { input: r.value }).start();
  actor.send({ type: 'shot.fire' });
  // the first shot waits for the physics engine to load; the others play at once
  const record = (await waitFor(actor, (s) => !s.matches({ editing: 'loading' }))).context.record;
  actor.stop();
  if (!record) return 'the table played no game step';
  const entry = await loadGame(record.game);
  if (!entry) return `no rules for ${record.game}`;
  const run = runGame({ ...record, edition: r.value.edition ?? DEFAULT_EDITION }, entry);
  return run.outcomes[0]?.ruling ?? `refused: ${run.error?.reason}`;
}

/** The trainer's answer as the table's ruling gives it (the fields a Truth holds; rules as cited). */
const answerOf = (r: Ruling) => ({
  foul: r.foul,
  fouls: [...r.fouls].sort(),
  next: r.next,
  cueBall: r.cueBall,
  spotted: [...r.spotted].sort(),
  options: [...r.options].sort(),
  winner: r.result ? r.result.winner : null,
  placed: r.placed ?? {},
  rules: r.rules,
});

const truthOf = (i: ScenarioItem) => ({
  ...i.truth,
  fouls: [...i.truth.fouls].sort(),
  spotted: [...i.truth.spotted].sort(),
  options: [...i.truth.options].sort(),
});

describe('a generated question opened on the table', () => {
  test('every stored scenario of every bank rules on the table as in the trainer', async () => {
    let n = 0;
    const mismatches: string[] = [];
    for (const bank of QUIZ_BANKS) {
      const logs = new Map(builtBank(bank).map((b) => [b.question.scenario.id, b.question.spec.doc]));
      for (const item of scenarioPayload(bank, 'en').items) {
        n += 1;
        const got = await tableRuling(sandboxHref('en', item));
        if (typeof got === 'string') {
          mismatches.push(`${item.id}: ${got}`);
          continue;
        }
        // the trainer's engine on the stored log, under the rules the entry asks about
        const doc = logs.get(baseId(item.id));
        if (!doc) throw new Error(`${item.id}: no stored scenario`);
        const current = !item.editions.includes('wpa-1999');
        const rulings = referee(current ? { ...doc, edition: 'wpa-current' } : doc).rulings;
        const want = rulings[rulings.length - 1] as Ruling;
        if (JSON.stringify(got) !== JSON.stringify(want)) mismatches.push(`${item.id}: the ruling differs`);
        // the answer the trainer grades against (a contact question's verdict is the first contact's)
        const { verdict: _v, scoreDelta: _s, ...truth } = truthOf(item);
        const answer = answerOf(got);
        if (!current && item.current) answer.rules = truth.rules;
        if (JSON.stringify(answer) !== JSON.stringify(truth)) mismatches.push(`${item.id}: the answer differs`);
      }
    }
    expect(n).toBeGreaterThan(1800);
    expect(mismatches).toEqual([]);
  }, 600_000);
});
