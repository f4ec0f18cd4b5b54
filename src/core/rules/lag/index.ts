import type { Step } from '../common/types.ts';

export { isLagDecided, judgeLag, lagMachine } from './machine.ts';
export * from './rules.ts';

export const LAG = { stepKinds: ['lag'] as readonly Step['kind'][] };
