/**
 * An exam paper's questions in the browser: the pool a paper is drawn from (the authored questions
 * with their variants, and the generated ones), the generated questions of a paper (their banks are
 * fetched before the paper is shown), and a stored paper resolved to its items.
 */
import type { PoolEntry } from '../../core/quiz/exam.ts';
import { type ClientItem, itemKey, type ScenarioStub } from '../../quiz/payload.ts';
import type { BankIndex } from './data.ts';

type Entry = { readonly id: string; readonly variant: number };

/** Every question a paper may draw: authored ones (each with its variants), then the generated ones. */
export function examPool(bank: BankIndex): PoolEntry[] {
  return [
    ...bank.questions.map((q) => ({ id: q.id, bank: q.bank, topic: q.topic, variants: bank.variants.get(q.id) ?? 1 })),
    ...bank.scenarios.map((q) => ({ id: q.id, bank: q.bank, topic: q.topic, variants: 1, generated: true })),
  ];
}

/** The generated questions of a paper: an entry the authored bank does not have, and the scenarios do. */
export function generatedOf(bank: BankIndex, paper: readonly Entry[]): ScenarioStub[] {
  return paper.flatMap((p) => {
    const stub = bank.byKey.has(itemKey(p)) || p.variant !== 0 ? undefined : bank.scenarioById.get(p.id);
    return stub ? [stub] : [];
  });
}

/**
 * A stored paper's items, in its order: an authored question from the bank, a generated one from its
 * loaded bank (`scenario`). Null when one of them is not there (gone from the bank, or not loaded).
 */
export function paperItems(
  bank: BankIndex,
  paper: readonly Entry[],
  scenario: (stub: ScenarioStub) => ClientItem | undefined,
): ClientItem[] | null {
  const items = paper.map((p) => {
    const own = bank.byKey.get(itemKey(p));
    if (own) return own;
    const stub = p.variant === 0 ? bank.scenarioById.get(p.id) : undefined;
    return stub ? scenario(stub) : undefined;
  });
  return items.every((i) => i !== undefined) ? (items as ClientItem[]) : null;
}
