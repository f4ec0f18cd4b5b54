export * from './prng.ts';
export * from './roots.ts';
export * from './units.ts';
export * from './vec.ts';
