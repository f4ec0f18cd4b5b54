/**
 * Generated scenario questions per bank, fetched on demand (a dynamic import per bank file), validated
 * and turned into questions (scenario-schema.ts). Nothing is loaded until a bank is asked for.
 */
import type { QuizBank } from '../core/quiz/index.ts';
import { parseScenarioFile, type ScenarioQuestion, scenarioQuestion } from './scenario-schema.ts';

export type { ScenarioQuestion } from './scenario-schema.ts';

const FILES = import.meta.glob('../../content/scenarios/*.json', { import: 'default' }) as Record<
  string,
  () => Promise<unknown>
>;

/** One bank's generated questions, fetched and validated on demand. */
export async function loadScenarios(bank: QuizBank): Promise<ScenarioQuestion[]> {
  const path = Object.keys(FILES).find((p) => p.endsWith(`/${bank}.json`));
  if (!path) return [];
  const file = parseScenarioFile(bank, await (FILES[path] as () => Promise<unknown>)());
  return file.scenarios.map((s) => scenarioQuestion(bank, s));
}
