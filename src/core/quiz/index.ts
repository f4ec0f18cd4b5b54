/** The quiz core: questions as referee scenarios, the engine's answers, grading, exams. */

export { grade, rightPlace } from './grade.ts';
export { buildItem } from './items.ts';
export { disagreements } from './truth.ts';
export * from './types.ts';
export { canVary, variantDoc } from './variants.ts';
