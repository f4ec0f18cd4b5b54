export * from './geometry.ts';
export * from './pockets.ts';
export * from './racks.ts';
export * from './spec.ts';
export * from './spots.ts';
