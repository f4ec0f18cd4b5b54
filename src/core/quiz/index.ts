/** The quiz core: questions as referee scenarios, the engine's answers, grading, exams. */

export {
  assemblePaper,
  type Blueprint,
  type ExamReport,
  examReport,
  type PaperEntry,
  type PoolEntry,
  parseSeed,
  quotas,
  type Tally,
} from './exam.ts';
export { type ExamContext, type ExamEvent, type ExamInput, examMachine, nextOpen } from './exam-machine.ts';
export { grade, rightPlace, setCredit } from './grade.ts';
export { buildItem } from './items.ts';
export { actorOf, computeTruth, disagreements, verdictOf } from './truth.ts';
export * from './types.ts';
export { canVary, hashText, VARIANT_SPREAD, variantDoc } from './variants.ts';
