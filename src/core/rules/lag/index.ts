export { isLagDecided, judgeLag, lagMachine } from './machine.ts';
export * from './rules.ts';
