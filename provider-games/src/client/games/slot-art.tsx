/**
 * The drawn pieces the slots' symbols are made of (SVG in a 100 × 100 box, no image files or
 * fonts to load), gathered by family: the shared ones, then each theme family's. Each slot's own
 * art (slot-themes.tsx) picks pieces and colours for its theme.
 */
export { badge, rank, vase } from './slot-art-common';
export * from './slot-art-istanbul';
export * from './slot-art-bazaar';
export * from './slot-art-classic';
export * from './slot-art-adventure';
