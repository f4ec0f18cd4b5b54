/** The table widget's front door: drawing, description, racks, placement and replay helpers. */
export * from './colors.ts';
export * from './describe.ts';
export * from './frame.ts';
export * from './overlay.ts';
export * from './rack.ts';
export * from './scene.ts';
export * from './svg.ts';
export * from './svg-node.ts';
